import Foundation

/// Whether the checks that a failure reaches Swift Testing run. Each
/// records a deliberate issue (`withKnownIssue`), which a green run would
/// list as a known issue of the run, so they run in a step of their own in
/// `.ci/run`, with `FAILURE_REPORTING_CHECKS=1`; a plain `swift test` skips
/// them.
public enum FailureReportingChecks {
  /// `FAILURE_REPORTING_CHECKS` is set.
  public static let areOn = ProcessInfo.processInfo.environment["FAILURE_REPORTING_CHECKS"] != nil
}
