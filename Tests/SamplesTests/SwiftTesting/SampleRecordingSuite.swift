import ConfigSample
import CounterSample
import Foundation
import HeadlessReactor
import InboxSample
import ReactorTesting
import SampleSupport
import Testing

/// The counter session recorded with `swift run counter --record`, replayed
/// into a counter screen made here, on a test scheduler.
@MainActor
@Suite struct SampleRecordingSuite {
  private let session: Recording

  init() throws {
    session = try Recording(
      contentsOf: recordingsFolder.appendingPathComponent("counter-session.json"))
  }

  /// A counter screen on a millisecond scheduler, as the sample made it.
  private func counterTarget() -> ReplayTarget<
    CounterViewReactor, TestSchedulerVirtualTimeConverter
  > {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let reactor = CounterViewReactor(scheduler: scheduler, delay: .milliseconds(300))
    let screen = CounterViewController()
    screen.reactor = reactor
    return ReplayTarget(reactor: reactor, scheduler: scheduler, render: { screen.render() })
  }

  @Test func replayingIntoTheScreenReproducesEveryRecordedScreen() throws {
    let target = counterTarget()
    try session.replay(into: target.reactor, scheduler: target.scheduler, render: target.render)
    #expect(target.render?() == "# Counter\n[-]  1  [+]")
  }

  @Test func aRecordedScreenThatDiffers_isReportedAtItsCheckpoint() throws {
    var tampered = session
    tampered.checkpoints[2].render = "# Counter\n[-]  7  [+]"
    let target = counterTarget()
    let error = #expect(throws: RecordingError.self) {
      try tampered.replay(into: target.reactor, scheduler: target.scheduler, render: target.render)
    }
    guard case .diverged(let divergence) = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(divergence.kind == .render)
    #expect(divergence.step == 1)
    #expect(divergence.detail.hasPrefix("the screen at `wait 0.5` ("))
    #expect(divergence.recorded == ["# Counter", "[-]  7  [+]"])
    #expect(divergence.replayed == ["# Counter", "[-]  1  [+]"])
  }

  @Test func timeTravelStepsBackAndForthThroughTheSession() throws {
    let travel = try TimeTravel(session, make: counterTarget)
    #expect(travel.count == 3)
    var values: [String?] = []
    repeat {
      #expect(travel.currentRender == travel.recordedRender, "position \(travel.position)")
      #expect(Recording.stateLines(of: travel.currentState) == travel.recordedState)
      values.append(travel.currentRender?.components(separatedBy: "  ")[1])
    } while travel.stepForward()
    #expect(values == ["0", "1", "2", "1"])

    #expect(travel.stepBack())
    #expect(travel.position == 2)
    #expect(travel.currentState == CounterViewReactor.State(value: 2))
    #expect(travel.currentRender == travel.recordedRender)
    #expect(travel.replayCount == 2, "stepping back replays from the start")
    travel.step(to: 0)
    #expect(travel.currentRender == "# Counter\n[-]  0  [+]")
    #expect(travel.divergence == nil)
  }

  @Test func aSampleRecordedThroughTheRunnerReplaysThroughIt() throws {
    let directory = RecordingsDirectory()
    defer { directory.remove() }
    let path = directory.file("config.json")
    let (recordStatus, _) = runSample(ConfigApp.self, ["--record", path])
    #expect(recordStatus == 0)
    let recording = try Recording(contentsOf: URL(fileURLWithPath: path))
    #expect(recording.reactorType == "ConfigViewReactor")
    #expect(recording.checkpoints.map(\.label).contains("scroll 14"))

    let (status, console) = runSample(ConfigApp.self, ["--replay", path])
    #expect(status == 0, "\(console.errors)")
    #expect(console.output.last == "replay matches the recording")
  }

  @Test func theInboxScenarioRecordedThroughTheRunnerReplaysToItsLastScreen() throws {
    let directory = RecordingsDirectory()
    defer { directory.remove() }
    let path = directory.file("inbox.json")
    let (recordStatus, recorded) = runSample(InboxApp.self, ["--record", path])
    #expect(recordStatus == 0, "\(recorded.errors)")
    let recording = try Recording(contentsOf: URL(fileURLWithPath: path))
    #expect(recording.reactorType == "InboxReactor")
    #expect(recording.steps.contains { $0.action.hasPrefix(".navigation(") })

    let (status, replayed) = runSample(InboxApp.self, ["--replay", path])
    #expect(status == 0, "\(replayed.errors)")
    #expect(replayed.output.last == "replay matches the recording")
  }
}
