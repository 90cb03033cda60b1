import ReactorCore
import Streams
import XCTest

final class StubTests: XCTestCase {
  func test_isStubEnabledIsFalseByDefault() {
    let reactor = ClassicCounterReactor()

    XCTAssertFalse(reactor.isStubEnabled)
  }

  func test_isStubEnabledReadsBackWhatWasSet() {
    let reactor = ClassicCounterReactor()

    reactor.isStubEnabled = true
    XCTAssertTrue(reactor.isStubEnabled)
    reactor.isStubEnabled = false
    XCTAssertFalse(reactor.isStubEnabled)
  }

  func test_currentStateReadRightAfterEnablingTheStubIsTheStubState() {
    // Guards a bug: the stub's first use after `isStubEnabled = true`
    // recursed forever (stack overflow).
    let reactor = ClassicCounterReactor()
    reactor.isStubEnabled = true

    XCTAssertEqual(reactor.currentState.count, 0)
    XCTAssertEqual(reactor.stub.state.value.count, 0)
  }

  func test_stubStartsAtTheStateTheReactorHadReached() {
    let reactor = ClassicCounterReactor()
    reactor.action.onNext(.increase)
    reactor.action.onNext(.increase)

    reactor.isStubEnabled = true

    XCTAssertEqual(reactor.stub.state.value.count, 2)
    XCTAssertEqual(reactor.currentState.count, 2)
  }

  /// A stubbed `ClassicCounterReactor` whose state is being shown (until
  /// the returned subscription is disposed): the counts shown so far, in
  /// order, are in the returned log.
  private func stubbedCounterShowingItsCounts() -> (ClassicCounterReactor, Log<Int>, Disposable) {
    let reactor = ClassicCounterReactor()
    reactor.isStubEnabled = true
    let counts = Log<Int>()
    let subscription = reactor.state.subscribe(onNext: { counts.append($0.count) })
    return (reactor, counts, subscription)
  }

  func test_stubStateAcceptDrivesStateAndCurrentState() {
    let (reactor, counts, subscription) = stubbedCounterShowingItsCounts()
    defer { subscription.dispose() }

    reactor.stub.state.accept(.init(count: 10))
    reactor.stub.state.accept(.init(count: 20))

    XCTAssertEqual(counts.entries, [0, 10, 20])
    XCTAssertEqual(reactor.currentState.count, 20)
  }

  func test_stubStateValueSetterDrivesStateAndCurrentState() {
    let (reactor, counts, subscription) = stubbedCounterShowingItsCounts()
    defer { subscription.dispose() }

    reactor.stub.state.value = .init(count: 42)

    XCTAssertEqual(counts.entries, [0, 42])
    XCTAssertEqual(reactor.currentState.count, 42)
    XCTAssertEqual(reactor.stub.state.value.count, 42)
  }

  func test_stubRecordsEveryActionSentToAction() {
    let reactor = ProfileReactor()
    reactor.isStubEnabled = true

    reactor.action.onNext(.rename("Zed"))
    reactor.action.onNext(.birthday)
    reactor.action.onNext(.birthday)

    XCTAssertEqual(reactor.stub.actions, [.rename("Zed"), .birthday, .birthday])
  }

  func test_stubRecordsActionsFromABinding() {
    let reactor = ClassicCounterReactor()
    reactor.isStubEnabled = true
    let taps = PublishSubject<Void>()
    let binding = taps.map { ClassicCounterReactor.Action.increase }.bind(to: reactor.action)
    defer { binding.dispose() }

    taps.onNext(())
    taps.onNext(())

    XCTAssertEqual(reactor.stub.actions, [.increase, .increase])
  }

  func test_mutateAndReduceAreNotCalledWhileStubbed() {
    let reactor = ScriptReactor()
    reactor.isStubEnabled = true

    reactor.action.onNext("a")
    reactor.action.onNext("b")

    XCTAssertEqual(reactor.log.entries, [])
    XCTAssertEqual(reactor.stub.actions, ["a", "b"])
    XCTAssertEqual(reactor.currentState.applied, [])
  }

  func test_stubUsedWhileNotEnabledWarnsOnStandardErrorAndDoesNotAffectTheReactor() {
    let reactor = ClassicCounterReactor()

    let output = capturingOutput(of: 2) {
      reactor.stub.state.accept(.init(count: 99))
    }

    XCTAssertTrue(output.contains("HeadlessReactor warning"), output)
    XCTAssertTrue(output.contains("ClassicCounterReactor"), output)
    XCTAssertTrue(output.contains("isStubEnabled"), output)
    XCTAssertEqual(reactor.currentState.count, 0)
    reactor.action.onNext(.increase)
    XCTAssertEqual(reactor.currentState.count, 1)
  }

  func test_stubUsedWhileEnabledDoesNotWarn() {
    let reactor = ClassicCounterReactor()
    reactor.isStubEnabled = true

    let output = capturingOutput(of: 2) {
      reactor.stub.state.accept(.init(count: 1))
    }

    XCTAssertEqual(output, "")
  }

  func test_disablingTheStubRestoresTheReactorsLogic() {
    let reactor = ClassicCounterReactor()
    reactor.action.onNext(.increase)
    reactor.isStubEnabled = true
    reactor.stub.state.accept(.init(count: 50))
    reactor.action.onNext(.increase)

    reactor.isStubEnabled = false
    reactor.action.onNext(.increase)

    XCTAssertEqual(reactor.currentState.count, 2)
    // `stub` warns through the reactor-warning hook now that it is disabled.
    let collector = ReactorWarningRecorder()
    defer { collector.stop() }
    XCTAssertEqual(reactor.stub.actions, [.increase])
    XCTAssertEqual(collector.warnings.map(\.kind), [.other])
    XCTAssertTrue(collector.warnings.first?.message.contains("isStubEnabled") ?? false)
  }
}
