import ReactorCore
import Streams
import TestSupport
import XCTest

final class ActionSubjectTests: XCTestCase {
  func test_errorSentToActionDoesNotEndTheReactor() {
    let reactor = ClassicCounterReactor()
    reactor.action.onNext(.increase)

    reactor.action.onError(TestError.boom)
    reactor.action.onNext(.increase)

    XCTAssertEqual(reactor.currentState.count, 2)
  }

  func test_completionSentToActionDoesNotEndTheReactor() {
    let reactor = ClassicCounterReactor()
    reactor.action.onNext(.increase)

    reactor.action.onCompleted()
    reactor.action.onNext(.increase)

    XCTAssertEqual(reactor.currentState.count, 2)
  }

  func test_bindingAStreamThatErrorsToActionDoesNotEndTheReactor() {
    let reactor = ClassicCounterReactor()
    var counts: [Int] = []
    let subscription = reactor.state.subscribe(onNext: { counts.append($0.count) })
    defer { subscription.dispose() }

    let unhandled = collectingUnhandledErrors {
      _ = Observable.concat(.just(.increase), .error(TestError.boom)).bind(to: reactor.action)
    }
    reactor.action.onNext(.increase)

    XCTAssertEqual(unhandled.map { $0 as? TestError }, [.boom])
    XCTAssertEqual(counts, [0, 1, 2])
  }

  func test_bindingASubjectThatCompletesToActionDoesNotEndTheReactor() {
    let reactor = ClassicCounterReactor()
    let subject = PublishSubject<ClassicCounterReactor.Action>()
    let binding = subject.bind(to: reactor.action)
    defer { binding.dispose() }

    subject.onNext(.increase)
    subject.onCompleted()
    reactor.action.onNext(.increase)

    XCTAssertEqual(reactor.currentState.count, 2)
  }

  func test_secondBindingStillWorksAfterFirstBoundStreamCompleted() {
    let reactor = ClassicCounterReactor()
    let first = PublishSubject<ClassicCounterReactor.Action>()
    let second = PublishSubject<ClassicCounterReactor.Action>()
    let bag = DisposeBag()
    first.bind(to: reactor.action).disposed(by: bag)
    second.bind(to: reactor.action).disposed(by: bag)

    first.onNext(.increase)
    first.onCompleted()
    second.onNext(.increase)
    second.onNext(.increase)

    XCTAssertEqual(reactor.currentState.count, 3)
  }

  func test_actionSentBeforeAnyStateSubscriberIsNotLost() {
    let reactor = ClassicCounterReactor()

    reactor.action.onNext(.increase)
    var counts: [Int] = []
    let subscription = reactor.state.subscribe(onNext: { counts.append($0.count) })
    defer { subscription.dispose() }

    XCTAssertEqual(counts, [1])
    XCTAssertEqual(reactor.currentState.count, 1)
  }

  func test_actionSubscribersSeeEveryActionSent() {
    let reactor = ProfileReactor()
    var actions: [ProfileReactor.Action] = []
    let subscription = reactor.action.subscribe(onNext: { actions.append($0) })
    defer { subscription.dispose() }

    reactor.action.onNext(.rename("Cy"))
    reactor.action.onError(TestError.boom)
    reactor.action.onNext(.birthday)

    XCTAssertEqual(actions, [.rename("Cy"), .birthday])
  }

  func test_standaloneActionSubjectForwardsOnlyNextEvents() {
    let subject = ActionSubject<Int>()
    var events: [Event<Int>] = []
    let subscription = subject.subscribe { events.append($0) }
    defer { subscription.dispose() }

    subject.onNext(1)
    subject.onError(TestError.boom)
    subject.onCompleted()
    subject.onNext(2)

    XCTAssertEqual(events, [.next(1), .next(2)])
  }

  func test_actionObjectIsTheSameOnEveryAccess() {
    let reactor = ClassicCounterReactor()

    XCTAssertTrue(reactor.action === reactor.action)
  }

  func test_boundStreamElementsReachTheReactorInOrder() {
    let reactor = ProfileReactor()
    var names: [String] = []
    let subscription = reactor.state.subscribe(onNext: { names.append($0.name) })
    defer { subscription.dispose() }

    let binding = Observable.from(["B", "C", "D"]).map { ProfileReactor.Action.rename($0) }
      .bind(to: reactor.action)
    binding.dispose()

    XCTAssertEqual(names, ["Ann", "B", "C", "D"])
  }
}
