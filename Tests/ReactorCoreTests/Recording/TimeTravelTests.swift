import ReactorCore
import ReactorTesting
import Streams
import XCTest

final class TimeTravelTests: XCTestCase {
  private func travel() throws -> TimeTravel<DelayedCounter, TestSchedulerVirtualTimeConverter> {
    try TimeTravel(try recordedCounterSession()) {
      let scheduler = millisecondScheduler()
      let reactor = DelayedCounter(scheduler: scheduler)
      return ReplayTarget(
        reactor: reactor, scheduler: scheduler,
        render: { "value \(reactor.currentState.value)" })
    }
  }

  /// A session of `FlakyCounter` adding 2 then 3, recorded on `scheduler`.
  private func flakyCounterSession(on scheduler: TestScheduler) throws -> Recording {
    let reactor = FlakyCounter()
    let recorder = try SessionRecorder(reactor, scheduler: scheduler)
    reactor.action.onNext(.init(amount: 2))
    reactor.action.onNext(.init(amount: 3))
    return try recorder.stop()
  }

  func test_positionsShowTheStateJustBeforeTheNextAction() throws {
    let travel = try travel()
    XCTAssertEqual(travel.count, 3)
    XCTAssertEqual(travel.position, 0)
    XCTAssertEqual(travel.currentState, .init())

    XCTAssertTrue(travel.stepForward())
    XCTAssertEqual(travel.currentState, .init(value: 1), "the delayed change arrived by 500")
    XCTAssertEqual(travel.recordedState, Recording.stateLines(of: travel.currentState))
    XCTAssertEqual(travel.currentRender, "value 1")
    XCTAssertEqual(travel.recordedRender, nil, "the checkpoint recorded no screen")

    travel.step(to: 3)
    XCTAssertEqual(travel.currentState, .init(value: 6, name: "Ann"))
    XCTAssertFalse(travel.stepForward())
    XCTAssertNil(travel.divergence)
  }

  func test_steppingBackReplaysFromTheStartOnAFreshReactor() throws {
    let travel = try travel()
    travel.step(to: 3)
    let last = travel.reactor
    XCTAssertTrue(travel.stepBack())
    XCTAssertEqual(travel.position, 2)
    XCTAssertEqual(travel.currentState, .init(value: 6))
    XCTAssertFalse(travel.reactor === last)
    XCTAssertEqual(travel.replayCount, 2)
    travel.step(to: 0)
    XCTAssertEqual(travel.currentState, .init())
    XCTAssertFalse(travel.stepBack())
    XCTAssertEqual(travel.recordedState, travel.recording.initialState)
  }

  func test_aPositionOutsideTheRecordingGoesToTheNearestEndAndIsReported() throws {
    let recorder = ReactorWarningRecorder()
    defer { recorder.stop() }
    let travel = try travel()

    travel.step(to: 7)
    XCTAssertEqual(travel.position, 3)
    XCTAssertEqual(travel.currentState, .init(value: 6, name: "Ann"))
    travel.step(to: -1)
    XCTAssertEqual(travel.position, 0)
    XCTAssertEqual(travel.currentState, .init())

    XCTAssertEqual(
      recorder.warnings.map(\.message),
      [
        "TimeTravel.step(to: 7): the recording has positions 0 to 3; went to 3",
        "TimeTravel.step(to: -1): the recording has positions 0 to 3; went to 0",
      ])
  }

  func test_aStepBackDecodesNothingAgain() throws {
    // Actions are decoded once, when the travel is made: a step back
    // replays them even when decoding would now fail.
    let travel = try TimeTravel(try flakyCounterSession(on: millisecondScheduler())) {
      ReplayTarget(reactor: FlakyCounter(), scheduler: millisecondScheduler())
    }
    travel.step(to: 2)
    FlakyCounter.decodes = false
    defer { FlakyCounter.decodes = true }

    travel.step(to: 1)

    XCTAssertEqual(travel.position, 1)
    XCTAssertEqual(travel.currentState, .init(value: 2))
    XCTAssertEqual(travel.replayCount, 2)
  }

  func test_aStepBackIntoAReactorThatIsRecordedElsewhereIsReportedAndStaysWhereItWas() throws {
    let scheduler = millisecondScheduler()
    let recording = try flakyCounterSession(on: scheduler)
    let recorded = FlakyCounter()
    let other = try SessionRecorder(recorded, scheduler: scheduler)
    var made = 0
    let travel = try TimeTravel(recording) {
      made += 1
      return ReplayTarget(
        reactor: made == 1 ? FlakyCounter() : recorded, scheduler: millisecondScheduler())
    }
    travel.step(to: 2)
    let warnings = ReactorWarningRecorder()
    defer { warnings.stop() }

    travel.step(to: 1)

    XCTAssertEqual(travel.position, 2)
    XCTAssertEqual(travel.currentState, .init(value: 5))
    XCTAssertEqual(travel.replayCount, 1)
    XCTAssertEqual(warnings.warnings.count, 1)
    XCTAssertEqual(
      warnings.warnings.first?.message.hasPrefix(
        "TimeTravel.step(to: 1): the fresh reactor cannot be replayed into"), true,
      warnings.warnings.first?.message ?? "no warning")
    withExtendedLifetime(other) {}
  }
}
