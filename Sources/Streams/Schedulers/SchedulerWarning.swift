import Foundation
import Platform

/// A scheduler call the package refused and recovered from, almost
/// certainly a mistake in the calling code, where RxSwift stops the
/// process:
///
/// - moving a ``VirtualTimeScheduler``'s clock backwards (`advanceTo` an
///   earlier time, `sleep` by a negative interval): the clock stays where it
///   was, and a `TestScheduler` fails the running test instead, at the call;
/// - a negative period for a `Driver` or `Signal` `interval` or `timer`
///   (which cannot fail): the sequence completes at once.
///
/// Reported through ``Hooks/schedulerWarning``; the program goes on.
public struct SchedulerWarning: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was refused and why, naming the scheduler's type and the call.
  public let message: String
  /// The file of the refused call (`#fileID`).
  public let fileID: String
  /// The line of the refused call.
  public let line: UInt

  /// Creates a warning about a call at `fileID:line`.
  public init(_ message: String, fileID: String, line: UInt) {
    self.message = message
    self.fileID = fileID
    self.line = line
  }

  /// `fileID:line: message`.
  public var description: String { "\(fileID):\(line): \(message)" }
}

private let schedulerWarningHandler = LockedState(
  SchedulerWarningHandler { warning in
    FileHandle.standardError.write(Data("Streams warning: \(warning)\n".utf8))
  })

/// The handler as ``LockedState`` holds it: in a non-generic struct, so that
/// reads do not wrap the closure in reabstraction thunks (see `Hooks`).
private struct SchedulerWarningHandler {
  let call: @Sendable (SchedulerWarning) -> Void
}

extension Hooks {
  /// Called with every ``SchedulerWarning``; the default writes it to
  /// standard error. Tests replace it to collect warnings. Thread-safe.
  public static var schedulerWarning: @Sendable (SchedulerWarning) -> Void {
    get { schedulerWarningHandler.withLock { $0 }.call }
    set { _ = schedulerWarningHandler.exchange(SchedulerWarningHandler(call: newValue)) }
  }
}
