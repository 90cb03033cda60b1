import ReactorCore
import Streams
import TestSupport
import Testing

@testable import ReactorTesting

/// `StatefulTest.check` inside Swift Testing: a failure is an issue at the
/// call, with no configuration.
@Suite struct StatefulTestSwiftTestingTests {
  @Test(.enabled(if: FailureReportingChecks.areOn)) func checkRecordsAFailureAsAnIssueAtTheCaller()
  {
    let test = StatefulTest { scheduler in CartReactor(scheduler: scheduler) }
      .rule("add") { _, random in .add(Int.random(in: 1...5, using: &random)) }
      .rule("clear", when: { !$0.items.isEmpty }) { _, _ in .clear }
      .invariant("total is the sum") { $0.total == $0.items.reduce(0, +) }
    let line = #line + 2
    withKnownIssue("Expected: a deliberate failure, checking that it reaches Swift Testing") {
      test.check(runs: 10, steps: 10, seed: 4)
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return comment.contains("invariant \"total is the sum\" does not hold (seed 4")
        && comment.contains("@Suite struct CartReactorStatefulFailureTests")
        && issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
    }
  }

  @Test func aPassingCheckRecordsNoIssue() {
    StatefulTest { scheduler in CartReactor(scheduler: scheduler, clearForgetsTotal: false) }
      .rule("add") { _, random in .add(Int.random(in: 1...5, using: &random)) }
      .rule("clear", when: { !$0.items.isEmpty }) { _, _ in .clear }
      .invariant("total is the sum") { $0.total == $0.items.reduce(0, +) }
      .check(runs: 10, steps: 10, seed: 4)
  }
}
