import Foundation
import HeadlessUI
import Streams
import TestSupport

// Helpers for the screen, control and seed tests.

/// The Then library's protocol (devxoul/Then), which the seeds import:
/// `UILabel().then { $0.text = "…" }` and `Main(message: "a").with { … }`.
/// The port keeps their calls; only the import changes.
protocol Then {}

extension Then where Self: AnyObject {
  /// Runs `block` with the object and returns it.
  @discardableResult
  func then(_ block: (Self) throws -> Void) rethrows -> Self {
    try block(self)
    return self
  }
}

extension Then {
  /// A copy of the value changed by `block`.
  func with(_ block: (inout Self) throws -> Void) rethrows -> Self {
    var copy = self
    try block(&copy)
    return copy
  }

  /// Runs `block` with the value.
  func `do`(_ block: (Self) throws -> Void) rethrows {
    try block(self)
  }
}

extension HeadlessView: Then {}

/// A value shared with other threads, read and written under a lock.
final class ScreensLockedBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}

/// Runs `body` with `Hooks.viewWarning` collecting into the returned list,
/// then restores the previous hook.
@MainActor
func collectingViewWarnings(_ body: () throws -> Void) rethrows -> [ViewWarning] {
  let collected = ScreensLockedBox<[ViewWarning]>([])
  let previous = Hooks.viewWarning
  Hooks.viewWarning = { warning in collected.withLock { $0.append(warning) } }
  defer { Hooks.viewWarning = previous }
  try body()
  return collected.withLock { $0 }
}

/// Waits until everything queued on the main queue before this call has
/// run (the main queue is first in, first out).
@MainActor
func drainMainQueue() async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    DispatchQueue.main.async { continuation.resume() }
  }
}

/// Runs `body` on a thread of its own while the caller waits, so that what
/// `body` sends to a binding is queued on the main queue (not delivered at
/// once, as it would be on the main actor). A thread of its own:
/// `DispatchQueue.global().sync` may run the block on the calling thread.
func sendFromAnotherThread(_ body: @escaping @Sendable () -> Void) {
  let done = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    body()
    done.signal()
  }
  done.wait()
}

/// Sends `body` from another thread (``sendFromAnotherThread(_:)``), so
/// that its elements wait on the main queue; disposes `bindings`
/// meanwhile; then lets the main queue run.
@MainActor
func sendFromAnotherThreadThenDrain(
  disposing bindings: [Disposable] = [], _ body: @escaping @Sendable () -> Void
) async {
  sendFromAnotherThread(body)
  for binding in bindings { binding.dispose() }
  await drainMainQueue()
}

/// Expects `deleteBackward(count)` (a negative count) to be refused with
/// one invalid-value warning naming `typeName`'s method, and
/// `deleteBackward(0)` to do nothing, not even warn.
@MainActor
func expectNegativeDeleteBackwardRefused(
  _ typeName: String, count: Int, deleteBackward: (Int) -> Void,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let warnings = collectingViewWarnings {
    deleteBackward(count)
    deleteBackward(0)
  }

  expectEqual(
    warnings.map(\.kind), [.invalidValue], fileID: fileID, filePath: filePath, line: line,
    column: column)
  expectEqual(
    warnings.first?.message,
    "\(typeName).deleteBackward(\(count)) was refused: a count cannot be negative; nothing was deleted",
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// How many elements a sequence has emitted since it was counted.
final class EventCount {
  private(set) var value = 0
  private let bag = DisposeBag()

  /// Counts `source`'s elements while this count lives.
  init<Source: ObservableType>(_ source: Source) {
    source.subscribe(onNext: { [unowned self] _ in value += 1 }).disposed(by: bag)
  }
}

/// The elements a sequence has emitted since it was recorded.
final class ElementLog<Element> {
  private(set) var elements: [Element] = []
  private let bag = DisposeBag()

  /// Records `source`'s elements while this log lives.
  init<Source: ObservableType>(_ source: Source) where Source.Element == Element {
    source.subscribe(onNext: { [unowned self] in elements.append($0) }).disposed(by: bag)
  }
}
