import ReactorCore
import Streams
import XCTest

final class PulseTests: XCTestCase {
  private var reactor: AlertReactor!
  private var bag: DisposeBag!

  override func setUp() {
    super.setUp()
    reactor = AlertReactor()
    bag = DisposeBag()
  }

  override func tearDown() {
    bag = nil
    reactor = nil
    super.tearDown()
  }

  private func recordMessages() -> Log<String?> {
    let messages = Log<String?>()
    reactor.pulse(\.$message).subscribe(onNext: { messages.append($0) }).disposed(by: bag)
    return messages
  }

  func test_pulseEmitsOnEveryAssignment() {
    let messages = recordMessages()

    reactor.action.onNext(.show("a"))
    reactor.action.onNext(.show("b"))
    reactor.action.onNext(.show("c"))

    XCTAssertEqual(messages.entries, ["a", "b", "c"])
  }

  func test_pulseEmitsTheSameValueAssignedTwiceTwice() {
    let messages = recordMessages()

    reactor.action.onNext(.show("again"))
    reactor.action.onNext(.show("again"))

    XCTAssertEqual(messages.entries, ["again", "again"])
  }

  func test_pulseDoesNotEmitForUnrelatedStateChanges() {
    let messages = recordMessages()

    reactor.action.onNext(.increase)
    reactor.action.onNext(.show("only"))
    reactor.action.onNext(.increase)
    reactor.action.onNext(.increase)

    XCTAssertEqual(messages.entries, ["only"])
    XCTAssertEqual(reactor.currentState.count, 3)
  }

  func test_pulseDoesNotEmitTheInitialValueToItsFirstSubscriber() {
    let messages = recordMessages()

    XCTAssertEqual(messages.entries, [])
  }

  func test_pulseSubscriberArrivingAfterAnAssignmentDoesNotReceiveIt() {
    reactor.action.onNext(.show("old"))

    let messages = recordMessages()

    XCTAssertEqual(messages.entries, [])
  }

  func test_lateSubscriberReceivesOnlyAssignmentsMadeAfterItSubscribed() {
    reactor.action.onNext(.show("before"))
    let messages = recordMessages()

    reactor.action.onNext(.show("after"))

    XCTAssertEqual(messages.entries, ["after"])
  }

  func test_twoPulseSubscribersEachReceiveEveryLaterAssignment() {
    let first = recordMessages()
    reactor.action.onNext(.show("one"))
    let second = recordMessages()

    reactor.action.onNext(.show("two"))
    reactor.action.onNext(.show("two"))

    XCTAssertEqual(first.entries, ["one", "two", "two"])
    XCTAssertEqual(second.entries, ["two", "two"])
  }

  func test_valueUpdatedCountIncrementsOncePerAssignment() {
    var pulse = Pulse(wrappedValue: 0)
    XCTAssertEqual(pulse.valueUpdatedCount, 0)

    pulse.value = 1
    pulse.value = 1
    pulse.wrappedValue = 2

    XCTAssertEqual(pulse.valueUpdatedCount, 3)
    XCTAssertEqual(pulse.value, 2)
    XCTAssertEqual(pulse.wrappedValue, 2)
  }

  func test_valueUpdatedCountOfStatePulseCountsReducedAssignments() {
    reactor.action.onNext(.show("a"))
    reactor.action.onNext(.increase)
    reactor.action.onNext(.show("a"))

    XCTAssertEqual(reactor.currentState.$message.valueUpdatedCount, 2)
    XCTAssertEqual(reactor.currentState.message, "a")
  }

  func test_pulseOfAStubbedReactorEmitsStubAssignments() {
    reactor.isStubEnabled = true
    let messages = recordMessages()

    var state = reactor.stub.state.value
    state.message = "stubbed"
    reactor.stub.state.accept(state)

    XCTAssertEqual(messages.entries, ["stubbed"])
  }
}
