import CounterSample
import HeadlessReactor
import ReactorTesting
import SampleSupport
import TestSupport
import XCTest

/// The app with its real delays on the main scheduler. These tests are
/// synchronous and not main-actor-isolated: XCTest runs them on the main
/// thread outside any main-queue work, as the executable's top-level code
/// runs, so `wait` and `settle()` can run the main queue (an `async` test on
/// the main actor is itself main-queue work, and the main queue does not run
/// inside it).
final class CounterSampleTests: ScreenTestCase {
  func test_scenarioShowsEveryStep() {
    let played = MainActor.assumeIsolated { playedScenario(try! CounterApp()) }
    XCTAssertEqual(
      played,
      """
      > start
      # Counter
      [-]  0  [+]

      > tap +
      # Counter
      [-] (disabled)  0  [+] (disabled)
      Loading…

      > wait 0.5
      # Counter
      [-]  1  [+]

      > tap +
      # Counter
      [-] (disabled)  1  [+] (disabled)
      Loading…

      > wait 0.5
      # Counter
      [-]  2  [+]

      > tap -
      # Counter
      [-] (disabled)  2  [+] (disabled)
      Loading…

      > wait 0.5
      # Counter
      [-]  1  [+]
      """)
  }

  func test_unknownOrImpossibleCommands_printAOneLineError() {
    MainActor.assumeIsolated { Self.unknownOrImpossibleCommands() }
  }

  @MainActor
  private static func unknownOrImpossibleCommands() {
    let app = try! CounterApp(arguments: ["--delay", "1000"])
    let cases = [
      "jump": "error: unknown command 'jump' (type 'help' for the list)",
      "tap x": "error: no button titled 'x' on the screen",
      "toggle 0 0": "error: there is no list on the screen",
      "wait soon": "error: usage: wait <seconds>",
    ]
    assertEachCommandPrintsItsError(cases, on: app)
    XCTAssertEqual(
      printed("tap +", on: app), ["# Counter\n[-] (disabled)  0  [+] (disabled)\nLoading…"])
    XCTAssertEqual(printed("tap +", on: app), ["error: the button '+' is disabled"])
    MainLoop.run(timeout: 5) { !app.reactor.currentState.isLoading }
    XCTAssertEqual(app.reactor.currentState, CounterViewReactor.State(value: 1))
  }

  func test_atTheEndsOfInt_theButtonIsDisabledAndTheCounterDoesNotOverflow() {
    MainActor.assumeIsolated { Self.atTheEndsOfInt() }
  }

  @MainActor
  private static func atTheEndsOfInt() {
    let top = try! CounterApp(arguments: ["--value", "9223372036854775807", "--delay", "0"])
    top.settle()  // as a run does before the first command
    XCTAssertEqual(printed("tap +", on: top), ["error: the button '+' is disabled"])
    assertRender(top.screen) {
      """
      # Counter
      [-]  9223372036854775807  [+] (disabled)
      """
    }
    top.reactor.action.onNext(.increase)  // sent around the disabled button: ignored
    XCTAssertEqual(top.reactor.currentState, CounterViewReactor.State(value: .max))

    let bottom = try! CounterApp(arguments: ["--value", "-9223372036854775808", "--delay", "0"])
    bottom.settle()
    XCTAssertEqual(printed("tap -", on: bottom), ["error: the button '-' is disabled"])
    assertRender(bottom.screen) {
      """
      # Counter
      [-] (disabled)  -9223372036854775808  [+]
      """
    }
    bottom.reactor.action.onNext(.decrease)
    XCTAssertEqual(bottom.reactor.currentState, CounterViewReactor.State(value: .min))

    let observed = try! CounterApp(
      arguments: ["--observed", "--value", "9223372036854775807", "--delay", "0"])
    observed.settle()
    XCTAssertEqual(printed("tap +", on: observed), ["error: the button '+' is disabled"])
    assertRender(observed.screen) {
      """
      # Counter (observed)
      [-]  9223372036854775807  [+] (disabled)
      """
    }
  }

  func test_arguments_setTheDelayAndTheValue_andBadOnesAreRejected() {
    MainActor.assumeIsolated { Self.argumentsSetTheDelayAndTheValue() }
  }

  @MainActor
  private static func argumentsSetTheDelayAndTheValue() {
    let app = try! CounterApp(arguments: ["--value", "41", "--delay", "0"])
    XCTAssertEqual(app.reactor.currentState.value, 41)
    XCTAssertEqual(app.reactor.delay, .milliseconds(0))
    let bad = [
      ["--delay", "soon"]: "--delay needs milliseconds from 0 to 10000",
      ["--delay", "-1"]: "--delay needs milliseconds from 0 to 10000",
      ["--value"]: "--value needs a value (--value <n>)",
      ["--value", "ten"]: "--value needs an integer",
      ["--fast"]:
        "unknown argument '--fast' (counter takes --delay <ms>, --value <n> and --observed)",
    ]
    for (arguments, message) in bad {
      XCTAssertThrowsError(try CounterApp(arguments: arguments)) { error in
        XCTAssertEqual((error as? SampleError)?.message, message)
        XCTAssertEqual((error as? SampleError)?.exitCode, 2)
      }
    }
  }
}
