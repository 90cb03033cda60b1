import Foundation
import HeadlessReactor
import ReactorTesting
import TestSupport
import XCTest

// Record and replay used as a Swift 5 ReactorKit app's tests would use it:
// a screen's reactor with a delayed mutation, recorded on a test scheduler,
// written and read back, replayed with the screen compared, stepped back
// and forth. This target is in Swift 5 language mode; it must compile with
// at most warnings.

final class TallyReactor: Reactor {
  enum Action: Codable, Equatable {
    case add(Int)
    case reset
  }

  enum Mutation {
    case add(Int)
    case reset
    case setSaved(Bool)
  }

  struct State {
    var total = 0
    var isSaved = true
  }

  let initialState = State()
  let scheduler: SchedulerType

  init(scheduler: SchedulerType) {
    self.scheduler = scheduler
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .add(let amount):
      // Saved a second after each change.
      return .concat(
        .just(.add(amount)), .just(.setSaved(false)),
        Observable.just(.setSaved(true)).delay(.seconds(1), scheduler: scheduler))
    case .reset:
      return .just(.reset)
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .add(let amount): state.total += amount
    case .reset: state.total = 0
    case .setSaved(let isSaved): state.isSaved = isSaved
    }
    return state
  }
}

final class TallyViewController: ViewController, View {
  var disposeBag = DisposeBag()
  let totalLabel = Label()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(totalLabel)
  }

  func bind(reactor: TallyReactor) {
    reactor.state.map { "\($0.total)\($0.isSaved ? "" : " (saving)")" }
      .bind(to: totalLabel.rx.text)
      .disposed(by: disposeBag)
  }
}

@MainActor
final class RecordingSwift5Tests: ScreenTestCase {
  private func tally(on scheduler: TestScheduler) -> (TallyReactor, TallyViewController) {
    let reactor = TallyReactor(scheduler: scheduler)
    let screen = TallyViewController()
    screen.reactor = reactor
    return (reactor, screen)
  }

  private func recordSession() throws -> Recording {
    let scheduler = TestScheduler(initialClock: 0)
    let (reactor, screen) = tally(on: scheduler)
    let recorder = try SessionRecorder(reactor, scheduler: scheduler)
    recorder.checkpoint("start", screen: screen)
    reactor.action.onNext(.add(2))
    recorder.checkpoint("add 2", screen: screen)
    scheduler.advance(by: .seconds(2))
    reactor.action.onNext(.add(3))
    scheduler.advance(by: .seconds(2))
    recorder.checkpoint("add 3, saved", screen: screen)
    reactor.action.onNext(.reset)
    return try recorder.stop()
  }

  func test_aRecordedSessionReplaysIntoAScreenAfterAFileRoundTrip() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("swift5-tally-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try recordSession().write(to: file)
    let recording = try Recording(contentsOf: file)
    XCTAssertEqual(recording.steps.count, 3)

    let scheduler = TestScheduler(initialClock: 0)
    let (reactor, screen) = tally(on: scheduler)
    try recording.replay(into: reactor, scheduler: scheduler, render: { screen.render() })
    XCTAssertEqual(reactor.currentState.total, 0)
  }

  func test_timeTravelStepsBackAndForth() async throws {
    let recording = try recordSession()
    let travel = try TimeTravel(recording) {
      let scheduler = TestScheduler(initialClock: 0)
      return ReplayTarget(reactor: TallyReactor(scheduler: scheduler), scheduler: scheduler)
    }
    travel.step(to: 2)
    XCTAssertEqual(travel.currentState.total, 5)
    travel.stepBack()
    XCTAssertEqual(travel.currentState.total, 2)
    travel.stepForward()
    travel.stepForward()
    XCTAssertEqual(travel.currentState.total, 0)
  }
}

/// A checkpoint from a nonisolated function compiles in Swift 5 mode, as
/// other UIKit-style calls do (it was an error: the method was `@MainActor`
/// without `@preconcurrency`).
func checkpointFromANonisolatedFunction(
  _ recorder: SessionRecorder<TallyReactor>, _ screen: ViewController
) {
  recorder.checkpoint("from a nonisolated function", screen: screen)
}
