import ReactorCore
import Streams
import XCTest

/// What becomes of an action sent to a reactor that was freed while
/// something (a view) still held its `action`.
final class ReactorStorageProcessingTests: XCTestCase {
  /// A counter that rewrites its actions in `transform(action:)`.
  final class TransformingCounterReactor: Reactor {
    enum Action { case increase }
    typealias Mutation = Action
    struct State { var count = 0 }

    let initialState = State()

    func transform(action: Observable<Action>) -> Observable<Action> {
      action.map { $0 }
    }

    func reduce(state: State, mutation: Mutation) -> State {
      State(count: state.count + 1)
    }
  }

  func test_anActionSentToAFreedReactorIsReportedWithTheReactorTypeAndTheAction() {
    let warnings = ReactorWarningRecorder()
    defer { warnings.stop() }
    var reactor: ClassicCounterReactor? = ClassicCounterReactor()
    let action = reactor!.action
    reactor = nil
    action.onNext(.increase)
    action.onNext(.decrease)
    XCTAssertEqual(warnings.warnings.map(\.kind), [.actionToFreedReactor, .actionToFreedReactor])
    XCTAssertEqual(
      warnings.warnings.first?.message,
      "ClassicCounterReactor was freed before its action increase could be processed; the action was "
        + "dropped (something still holds the reactor's `action`)")
    XCTAssertTrue(warnings.warnings.last?.message.contains("its action decrease") ?? false)
  }

  /// The first action finds the reactor gone and tears its streams down,
  /// `transform(action:)`'s stage included: the second is reported too.
  func test_everyActionSentToAFreedReactorWithATransformActionIsReported() {
    let warnings = ReactorWarningRecorder()
    defer { warnings.stop() }
    var reactor: TransformingCounterReactor? = TransformingCounterReactor()
    let action = reactor!.action
    reactor = nil
    action.onNext(.increase)
    action.onNext(.increase)
    XCTAssertEqual(warnings.warnings.map(\.kind), [.actionToFreedReactor, .actionToFreedReactor])
    XCTAssertTrue(
      warnings.warnings.allSatisfy { $0.message.hasPrefix("TransformingCounterReactor was freed") })
  }

  func test_anActionToALiveReactorIsNotReported() {
    let warnings = ReactorWarningRecorder()
    defer { warnings.stop() }
    let reactor = ClassicCounterReactor()
    reactor.action.onNext(.increase)
    XCTAssertEqual(reactor.currentState.count, 1)
    XCTAssertEqual(warnings.warnings, [])
  }
}
