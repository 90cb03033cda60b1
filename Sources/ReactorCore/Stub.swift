import Foundation
import Platform
import Streams

/// Replaces a reactor's logic in view tests: with `reactor.isStubEnabled =
/// true`, ``state`` drives the reactor's `state` and `currentState`, and
/// ``actions`` records every action sent to `reactor.action` instead of
/// processing it.
///
/// ```swift
/// reactor.isStubEnabled = true
/// view.reactor = reactor
/// view.button.sendActions()
/// XCTAssertEqual(reactor.stub.actions.last, .increase)
/// reactor.stub.state.value = State(value: 10)
/// XCTAssertEqual(view.label.text, "10")
/// ```
///
/// Thread-safety: every member may be used from any thread.
public final class Stub<R: Reactor>: @unchecked Sendable {
  /// Drives the reactor's `state` and `currentState` while the stub is
  /// enabled.
  public let state: StateRelay<R.State>

  /// Receives the actions sent to `reactor.action` while the stub is enabled.
  public let action: ActionSubject<R.Action>

  private let lock = PlatformLock()
  // Guarded by `lock`.
  private var recorded: [R.Action] = []

  init(initialState: R.State) {
    state = StateRelay(value: initialState)
    let recorder = Recorder<R.Action>()
    action = ActionSubject(handler: { recorder.record?($0) })
    recorder.record = { [weak self] action in
      guard let self else { return }
      lock.withLock { recorded.append(action) }
    }
  }

  /// Every action sent to the reactor while the stub was enabled, in order.
  public var actions: [R.Action] {
    lock.withLock { recorded }
  }
}

/// Breaks the stub → action subject → handler → stub cycle: the handler holds
/// this box, the box holds the stub weakly.
private final class Recorder<Action>: @unchecked Sendable {
  // Set once in `Stub.init`, before the action subject can be used.
  var record: ((Action) -> Void)?
}
