import ConfigSample
import HeadlessReactor
import ReactorTesting
import SampleSupport
import TestSupport
import XCTest

final class ConfigViewReactorTests: ScreenTestCase {
  private func makeStore(line: UInt = #line) -> TestStore<ConfigViewReactor> {
    TestStore(reactor: ConfigViewReactor(), scheduler: TestScheduler(initialClock: 0), line: line)
  }

  func test_sections_areParameterPlayTypeAndIntervalWithTheSeedsItems() {
    let sections = ConfigViewReactor().initialState.sections
    XCTAssertEqual(sections.map(\.model), [.parameter, .playType, .interval])
    XCTAssertEqual(
      sections[0].items,
      [
        .gameMode, .tempo, .timeLimit, .tries, .counts, .lowest, .highest, .pianoVolume,
        .metronomeVolume,
      ])
    XCTAssertEqual(sections[1].items, [.ascend, .descend, .quarterNote, .eighthNote, .dyad])
    XCTAssertEqual(
      sections[2].items,
      [
        .minSecond, .second, .minThird, .third, .fourth, .dimFifth, .fifth, .minSixth, .sixth,
        .minSeventh, .seventh, .octave,
      ])
    XCTAssertEqual(ConfigItem.allCases.filter { !$0.isSwitch }, sections[0].items)
  }

  func test_setSwitch_turnsASwitchRowOnAndOff() {
    let store = makeStore()
    store.send(.setSwitch(.descend, true)) { $0.enabled.insert(.descend) }
    store.send(.setSwitch(.octave, false)) { $0.enabled.remove(.octave) }
    store.send(.setSwitch(.descend, false)) { $0.enabled.remove(.descend) }
    store.finish()
  }

  func test_setSwitch_toTheCurrentStateOrOnAParameter_changesNothing() {
    let store = makeStore()
    store.send(.setSwitch(.ascend, true))
    store.send(.setSwitch(.dyad, false))
    store.send(.setSwitch(.tempo, true))
    store.finish()
  }

  func test_setParameter_storesAValueInItsRange() {
    let store = makeStore()
    store.send(.setParameter(.tempo, 140)) { $0.parameters[.tempo] = 140 }
    store.send(.setParameter(.gameMode, 1)) { $0.parameters[.gameMode] = 1 }
    store.send(.setParameter(.lowest, 21)) { $0.parameters[.lowest] = 21 }
    store.finish()
  }

  func test_setParameter_outOfRangeOrOnASwitch_changesNothing() {
    let store = makeStore()
    store.send(.setParameter(.tempo, 1000))
    store.send(.setParameter(.pianoVolume, -1))
    store.send(.setParameter(.octave, 1))
    store.finish()
  }

  func test_state_formatsValuesAndCountsSwitches() {
    var state = ConfigViewReactor.State.defaults
    XCTAssertEqual(state.displayValue(of: .gameMode), "Practice")
    XCTAssertEqual(state.displayValue(of: .tempo), "120 bpm")
    XCTAssertEqual(state.displayValue(of: .timeLimit), "60 s")
    XCTAssertEqual(state.displayValue(of: .lowest), "C3")
    XCTAssertEqual(state.displayValue(of: .pianoVolume), "80%")
    XCTAssertNil(state.displayValue(of: .ascend))
    state.parameters[.highest] = 61
    XCTAssertEqual(state.displayValue(of: .highest), "C#4")
    XCTAssertEqual(state.enabledCount(in: .playType), 2)
    XCTAssertEqual(state.enabledCount(in: .interval), 4)
    XCTAssertEqual(state.enabledCount(in: .parameter), 0)
  }
}
