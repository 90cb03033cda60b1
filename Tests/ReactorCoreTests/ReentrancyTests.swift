import ReactorCore
import Streams
import XCTest

/// Actions sent while another is being processed, from the processing
/// thread itself, are queued FIFO and each processed exactly once after the
/// current one.
final class ReentrancyTests: XCTestCase {
  private var bag: DisposeBag!

  override func setUp() {
    super.setUp()
    bag = DisposeBag()
  }

  override func tearDown() {
    bag = nil
    super.tearDown()
  }

  /// Logs `"state <applied mutations>"` for every state the reactor shows.
  private func logStates(of reactor: ScriptReactor, as name: String = "state") {
    reactor.state
      .subscribe(onNext: { [log = reactor.log] in
        log.append("\(name) \($0.applied.joined(separator: ","))")
      })
      .disposed(by: bag)
  }

  func test_reentrantActionFromReduceIsProcessedAfterCurrentOne() {
    let reactor = ScriptReactor()
    reactor.onReduce = { [weak reactor] mutation in
      if mutation == "A" { reactor?.action.onNext("B") }
    }
    logStates(of: reactor)

    reactor.action.onNext("A")

    XCTAssertEqual(
      reactor.log.entries,
      ["state ", "mutate A", "reduce A", "state A", "mutate B", "reduce B", "state A,B"])
  }

  func test_reentrantActionFromStateSubscriberIsProcessedAfterCurrentOne() {
    let reactor = ScriptReactor()
    reactor.state
      .subscribe(onNext: { [weak reactor] state in
        reactor?.log.append("first \(state.applied.joined(separator: ","))")
        if state.applied.last == "A" { reactor?.action.onNext("B") }
      })
      .disposed(by: bag)
    logStates(of: reactor, as: "second")

    reactor.action.onNext("A")

    XCTAssertEqual(
      reactor.log.entries,
      [
        "first ", "second ",
        "mutate A", "reduce A", "first A", "second A",
        "mutate B", "reduce B", "first A,B", "second A,B",
      ])
  }

  func test_reentrantActionFromBindingIsProcessedAfterCurrentOne() {
    let reactor = ScriptReactor()
    reactor.state
      .compactMap { $0.applied.last == "A" ? "B" : nil }
      .bind(to: reactor.action)
      .disposed(by: bag)
    logStates(of: reactor)

    reactor.action.onNext("A")

    XCTAssertEqual(
      reactor.log.entries,
      ["state ", "mutate A", "reduce A", "state A", "mutate B", "reduce B", "state A,B"])
  }

  func test_reentrantActionFromMutateIsProcessedAfterCurrentOne() {
    let reactor = ScriptReactor()
    reactor.onMutate = { [weak reactor] action in
      if action == "A" { reactor?.action.onNext("B") }
      return .just(action)
    }

    reactor.action.onNext("A")

    XCTAssertEqual(reactor.log.entries, ["mutate A", "reduce A", "mutate B", "reduce B"])
  }

  func test_severalReentrantActionsAreQueuedFirstInFirstOut() {
    let reactor = ScriptReactor()
    reactor.onReduce = { [weak reactor] mutation in
      switch mutation {
      case "A":
        reactor?.action.onNext("B")
        reactor?.action.onNext("C")
      case "B":
        reactor?.action.onNext("D")
      default:
        break
      }
    }

    reactor.action.onNext("A")

    XCTAssertEqual(
      reactor.log.entries,
      [
        "mutate A", "reduce A", "mutate B", "reduce B", "mutate C", "reduce C", "mutate D",
        "reduce D",
      ])
    XCTAssertEqual(reactor.currentState.applied, ["A", "B", "C", "D"])
  }

  func test_reentrantActionsAreEachProcessedExactlyOnce() {
    let reactor = ScriptReactor()
    reactor.onReduce = { [weak reactor] mutation in
      // A chain of 100 actions, each sent from the reduce of the previous.
      if let number = Int(mutation), number < 100 { reactor?.action.onNext("\(number + 1)") }
    }

    reactor.action.onNext("1")

    XCTAssertEqual(reactor.currentState.applied, (1...100).map(String.init))
    XCTAssertEqual(reactor.log.entries.filter { $0.hasPrefix("mutate") }.count, 100)
  }

  func test_reentrantActionFromStateSubscriberWaitsForSynchronousMutationsOfCurrentAction() {
    let reactor = ScriptReactor()
    reactor.onMutate = { action in
      action == "A"
        ? Observable.create { observer in
          observer.onNext("a1")
          observer.onNext("a2")
          observer.onCompleted()
          return Disposables.create()
        }
        : .just(action)
    }
    reactor.state
      .subscribe(onNext: { [weak reactor] state in
        if state.applied.last == "a1" { reactor?.action.onNext("B") }
      })
      .disposed(by: bag)

    reactor.action.onNext("A")

    XCTAssertEqual(
      reactor.log.entries, ["mutate A", "reduce a1", "reduce a2", "mutate B", "reduce B"])
  }

  func test_subscribingToStateFromInsideStateSubscriberReceivesLatestState() {
    let reactor = ScriptReactor()
    var inner: [[String]] = []
    reactor.state
      .subscribe(onNext: { [weak reactor, bag] state in
        guard state.applied == ["A"], let reactor else { return }
        reactor.state.subscribe(onNext: { inner.append($0.applied) }).disposed(by: bag!)
      })
      .disposed(by: bag)

    reactor.action.onNext("A")
    reactor.action.onNext("B")

    XCTAssertEqual(inner, [["A"], ["A", "B"]])
  }

  func test_reduceDoesNotOverlapWhenItMakesAnotherInFlightMutateStreamEmit() {
    let reactor = ScriptReactor()
    let shared = PublishSubject<String>()
    reactor.onMutate = { action in
      switch action {
      case "listen":
        return shared.asObservable()
      case "burst":
        return Observable.create { observer in
          observer.onNext("b1")
          observer.onNext("b2")
          observer.onCompleted()
          return Disposables.create()
        }
      default:
        return .just(action)
      }
    }
    reactor.onReduce = { mutation in
      // A side effect in `reduce`: another in-flight stream emits now.
      if mutation == "b1" { shared.onNext("heard") }
    }

    reactor.action.onNext("listen")
    reactor.action.onNext("burst")

    XCTAssertEqual(reactor.reduceOverlaps.overlaps, 0)
    XCTAssertEqual(reactor.currentState.applied, ["b1", "b2", "heard"])
  }
}
