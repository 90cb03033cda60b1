// ReactorTesting's property-based tools. ReactorTesting links XCTest and
// Swift Testing, which an executable cannot load outside a test run on
// Darwin: the benchmarks link it on Linux only (Package.swift), and these
// scenarios are measured there.
#if canImport(ReactorTesting)
  import HeadlessUI
  import ReactorCore
  import ReactorTesting
  import Streams

  /// Actions of `testing.stateful`: runs × steps.
  private let statefulRuns = 1_000
  private let statefulSteps = 100

  /// `StatefulTest` over the counter, per action: drawing a rule, making the
  /// action, sending it on the run's scheduler and checking an invariant.
  func statefulTestPerAction() -> Double {
    let test = StatefulTest { _ in CounterReactor() }
      .rule("increase") { _, _ in .increase }
      .invariant("counts up") { $0.count >= 0 }
    var failure: StatefulTest<CounterReactor>.Failure?
    let result = nanosecondsPerOperation(operations: statefulRuns * statefulSteps) {
      failure = test.run(runs: statefulRuns, steps: statefulSteps, seed: 1)
    }
    precondition(failure == nil, "testing.stateful failed: \(failure!)")
    return result
  }

  /// A counter screen: Minus and Plus bound to a reactor, a label showing
  /// the count.
  @MainActor
  private final class CounterScreen: ViewController {
    let reactor = CounterReactor()
    let label = Label()
    let plus = Button(title: "Plus")
    let minus = Button(title: "Minus")
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
      super.viewDidLoad()
      for view in [minus, label, plus] { self.view.addSubview(view) }
      plus.rx.tap.map { .increase }.bind(to: reactor.action).disposed(by: disposeBag)
      minus.rx.tap.map { .increase }.bind(to: reactor.action).disposed(by: disposeBag)
      reactor.state.map { "\($0.count)" }.bind(to: label.rx.text).disposed(by: disposeBag)
    }
  }

  private let monkeyEvents = 20_000

  /// `ScreenMonkey` events per second, as last measured.
  @MainActor private var monkeyRate = 0

  /// `ScreenMonkey` on the counter screen (with an invariant reading the
  /// render), per event.
  @MainActor
  func monkeyPerEvent() -> Double {
    var failure: ScreenMonkey.Failure?
    let nanoseconds = nanosecondsPerOperation(operations: monkeyEvents) {
      failure = ScreenMonkey(seed: 1).run(events: monkeyEvents, make: { CounterScreen() }) {
        !$0.render().isEmpty
      }
    }
    precondition(failure == nil, "testing.monkey failed: \(failure!)")
    monkeyRate = Int(1e9 / nanoseconds)
    return nanoseconds
  }

  /// The same taps made directly (`button.tap()`) with the same render
  /// after each, per tap.
  @MainActor
  func directTapPerEvent() -> Double {
    let screen = CounterScreen()
    let window = Window(rootViewController: screen)
    window.makeKeyAndVisible()
    var rendered = 0
    let nanoseconds = nanosecondsPerOperation(operations: monkeyEvents) {
      for index in 0..<monkeyEvents {
        (index % 2 == 0 ? screen.plus : screen.minus).tap()
        rendered &+= screen.render().count
      }
    }
    blackHole(rendered)
    window.rootViewController = nil
    return nanoseconds
  }

  func testingScenarios() -> [Scenario] {
    [
      Scenario(
        name: "testing.stateful", unit: "ns/action",
        summary:
          "a StatefulTest over the counter (one rule, one invariant), per action sent "
          + "(baseline: reactor.dispatch)",
        measure: statefulTestPerAction, baseline: reactorDispatch),
      Scenario(
        name: "testing.monkey", unit: "ns/event",
        summary:
          "ScreenMonkey on a counter screen, render checked after each event, per event "
          + "(eventsPerSecond; baseline: the same taps and renders made directly)",
        measure: { MainActor.assumeIsolated { monkeyPerEvent() } },
        baseline: { MainActor.assumeIsolated { directTapPerEvent() } },
        extra: { MainActor.assumeIsolated { ["eventsPerSecond": monkeyRate] } }),
    ]
  }
#else
  func testingScenarios() -> [Scenario] {
    print("testing.*: measured on Linux only (ReactorTesting links XCTest; see Package.swift)")
    return []
  }
#endif
