import Foundation
import Streams
import XCTest

/// Runs a closure when released: an element, a closure's capture or a
/// disposable whose `deinit` is user code calling back into its owner.
final class DeinitProbe: @unchecked Sendable {
  private let onDeinit: () -> Void

  init(_ onDeinit: @escaping () -> Void) {
    self.onDeinit = onDeinit
  }

  deinit { onDeinit() }
}

/// A disposable that runs a closure when released (not when disposed).
final class DeinitProbeDisposable: Disposable, @unchecked Sendable {
  private let probe: DeinitProbe

  init(_ onDeinit: @escaping () -> Void) {
    probe = DeinitProbe(onDeinit)
  }

  func dispose() {}
}

/// A mutable reference a probe can read once the value exists.
final class Box<Value>: @unchecked Sendable {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// A source whose observer the test calls directly: nothing serializes its
/// events, so a `deinit` can send into the operator from inside it.
final class DirectSource<Element>: @unchecked Sendable {
  private var observer: AnyObserver<Element>?

  var observable: Observable<Element> {
    Observable.create { [self] observer in
      self.observer = observer
      return Disposables.create()
    }
  }

  func onNext(_ element: Element) { observer?.onNext(element) }
}

/// An immediate scheduler that runs nothing until ``run()`` and hands out
/// the disposables `makeDisposable` makes.
final class ManualScheduler: ImmediateSchedulerType, @unchecked Sendable {
  private var actions: [() -> Void] = []
  var makeDisposable: () -> Disposable = { Disposables.create() }

  func schedule<StateType>(
    _ state: StateType,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    actions.append { _ = action(state) }
    return makeDisposable()
  }

  /// Runs the waiting actions, in order.
  func run() {
    while !actions.isEmpty { actions.removeFirst()() }
  }
}

extension XCTestCase {
  /// Runs `scenario` on a thread of its own and returns whether it finished
  /// within `timeout`: a lock held while a `deinit` calls back into its
  /// owner deadlocks, and the test must fail rather than hang.
  @discardableResult
  func finishesWithoutDeadlock(
    timeout: TimeInterval = 10,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ scenario: @escaping () -> Void
  ) -> Bool {
    let finished = XCTestExpectation(description: "scenario finished")
    // The scenario runs on that thread only; the expectation orders its
    // effects before the caller's reads.
    let work = UncheckedWork(scenario, finished)
    Thread { work.run() }.start()
    guard XCTWaiter().wait(for: [finished], timeout: timeout) == .completed else {
      XCTFail("deadlock: the scenario did not finish within \(timeout) s", file: file, line: line)
      return false
    }
    return true
  }
}

private final class UncheckedWork: @unchecked Sendable {
  private let scenario: () -> Void
  private let finished: XCTestExpectation

  init(_ scenario: @escaping () -> Void, _ finished: XCTestExpectation) {
    self.scenario = scenario
    self.finished = finished
  }

  func run() {
    scenario()
    finished.fulfill()
  }
}
