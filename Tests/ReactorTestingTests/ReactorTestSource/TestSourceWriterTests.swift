import ReactorCore
import ReactorTesting
import Streams
import XCTest

/// A player whose volume and theme are shared with other screens, which
/// change them: the reactor merges both.
private final class PlayerReactor: Reactor {
  enum Action: Codable, Equatable { case play(String) }
  enum Mutation {
    case play(String)
    case setVolume(Int)
    case setTheme(PlayerTheme)
    case setEqualizer(PlayerEqualizer)
  }
  struct State: Equatable {
    var playing: String?
    var volume: Int
    var theme: PlayerTheme
    var equalizer: PlayerEqualizer
  }

  let volume: Shared<Int>
  let theme: Shared<PlayerTheme>
  let equalizer: Shared<PlayerEqualizer>
  let initialState: State

  init(volume: Shared<Int>, theme: Shared<PlayerTheme>, equalizer: Shared<PlayerEqualizer>) {
    self.volume = volume
    self.theme = theme
    self.equalizer = equalizer
    initialState = State(
      playing: nil, volume: volume.value, theme: theme.value, equalizer: equalizer.value)
  }

  func mutate(action: Action) -> Observable<Mutation> {
    guard case .play(let song) = action else { return .empty() }
    return .just(.play(song))
  }

  func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    mutation.merge(volume, as: Mutation.setVolume).merge(theme, as: Mutation.setTheme)
      .merge(equalizer, as: Mutation.setEqualizer)
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .play(let song): state.playing = song
    case .setVolume(let volume): state.volume = volume
    case .setTheme(let theme): state.theme = theme
    case .setEqualizer(let equalizer): state.equalizer = equalizer
    }
    return state
  }
}

enum PlayerTheme: String, Codable, Equatable { case light, dark }

/// A struct, which a test cannot write as a literal.
struct PlayerEqualizer: Codable, Equatable {
  var bass = 0
}

/// A generated test declares the shared values its reactor merges, with
/// their recorded start, and makes the changes others made to them.
final class TestSourceWriterSharedTests: XCTestCase {
  private func source() throws -> String {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let (volume, theme, equalizer) = (
      Shared(3), Shared(PlayerTheme.dark), Shared(PlayerEqualizer())
    )
    let reactor = PlayerReactor(volume: volume, theme: theme, equalizer: equalizer)
    let recorder = try SessionRecorder(reactor, scheduler: scheduler)
    reactor.action.onNext(.play("Intro"))
    scheduler.advance(by: 20)
    volume.set(5)
    theme.set(.light)
    equalizer.set(PlayerEqualizer(bass: 2))
    scheduler.advance(by: 10)
    let recording = try recorder.stop()
    let replayScheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    return try recording.testStoreSource(
      replayingInto: PlayerReactor(
        volume: Shared(0), theme: Shared(.light), equalizer: Shared(PlayerEqualizer())),
      scheduler: replayScheduler,
      reactorSource: "PlayerReactor(volume: volume, theme: theme, equalizer: equalizer)",
      imports: [])
  }

  func test_eachSharedValueIsDeclaredWithItsRecordedStartAndNamedAsTheReactorNamesIt() throws {
    let lines = try source().split(separator: "\n").map(String.init)
    let scheduler = try XCTUnwrap(lines.firstIndex { $0.contains("let scheduler = ") })
    XCTAssertEqual(
      Array(lines[scheduler + 1...scheduler + 4]),
      [
        "    let volume = Shared<Swift.Int>(3)",
        "    let theme = Shared<ReactorTestingTests.PlayerTheme>(.dark)",
        ##"    let equalizer = Shared<ReactorTestingTests.PlayerEqualizer>(try recordedValue(#"{"bass":0}"#))"##,
        "    let reactor = PlayerReactor(volume: volume, theme: theme, equalizer: equalizer)",
      ])
  }

  func test_theChangesOthersMadeAreMadeAgainAndReceived() throws {
    let source = try source()
    for expected in [
      "    store.advance(by: .milliseconds(20))\n    volume.set(5)\n    store.receive {\n"
        + "      $0.volume = 5\n    }\n    theme.set(.light)\n    store.receive {\n"
        + "      $0.theme = .light\n    }\n",
      ##"    equalizer.set(try recordedValue(#"{"bass":2}"#))"##,
      "private func recordedValue<Value: Decodable>(_ json: String) throws -> Value {",
      "import Foundation\nimport ReactorCore\nimport ReactorTesting\n",
      "@Test func replaysTheRecordedSession() throws {",
    ] {
      XCTAssertTrue(source.contains(expected), "missing \(expected) in:\n\(source)")
    }
  }
}
