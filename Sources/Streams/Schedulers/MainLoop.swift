import Dispatch
import Foundation

/// Drives the main thread's run loop in a command-line program, so that work
/// sent to the main queue (``MainScheduler``, ``Binder``, `observe(on:
/// MainScheduler.instance)`, delays and debounces on the main scheduler)
/// runs there.
///
/// An app's event loop does this on its own; an executable's top-level code
/// returns instead, and nothing scheduled on the main thread would ever run.
/// Call `MainLoop.run(until:)` where the program waits:
///
/// ```swift
/// let done = BehaviorRelay(value: false)
/// service.load().subscribe(onSuccess: { show($0); done.accept(true) })
/// MainLoop.run(until: { done.value })
/// ```
///
/// The thread sleeps while nothing is due: it does not spin. Main-actor only
/// (top-level code of an executable is). It cannot run work queued on the
/// main queue while it is itself called from such work (an `async`
/// `@MainActor` XCTest method, or a `DispatchQueue.main.async` block): the
/// main queue runs one item at a time. Use virtual time there.
public enum MainLoop {
  /// Runs the main run loop until `condition` returns `true` or `timeout`
  /// passes, whichever comes first.
  ///
  /// `condition` is checked before the first wait and after each batch of
  /// main-queue work (and at least every 10 ms).
  ///
  /// - Parameters:
  ///   - timeout: The longest time to run; `nil` runs until `condition`
  ///     holds, and a NaN one does not wait (it is no time at all).
  ///   - condition: Read on the main thread.
  /// - Returns: `true` when `condition` held, `false` on timeout.
  @MainActor
  @discardableResult
  public static func run(timeout: TimeInterval? = nil, until condition: () -> Bool) -> Bool {
    // NaN would compare false with every date: run for ever.
    let deadline = timeout.map { Date(timeIntervalSinceNow: $0.isNaN ? 0 : $0) } ?? .distantFuture
    while !condition() {
      let now = Date()
      if now >= deadline { return false }
      // A short slice bounds how late a change made by another thread (not
      // through the main queue) is noticed.
      let slice = min(deadline, now.addingTimeInterval(0.01))
      _ = RunLoop.main.run(mode: .default, before: slice)
    }
    return true
  }

  /// Runs the main run loop for `interval` seconds, performing whatever
  /// becomes due on the main thread in that time.
  @MainActor
  public static func run(for interval: TimeInterval) {
    run(timeout: interval, until: { false })
  }
}
