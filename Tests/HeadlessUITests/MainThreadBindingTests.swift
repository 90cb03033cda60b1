import Foundation
import HeadlessUI
import ReactorCore
import Streams
import TestSupport
import XCTest

/// A label recording each text it is given and whether that happened on
/// the main thread (it is set through `rx.text`).
private final class RecordingLabel: Label {
  var shown: [String] = []
  var setOnMainThread: [Bool] = []

  override var text: String? {
    didSet {
      shown.append(text ?? "")
      setOnMainThread.append(Thread.isMainThread)
    }
  }
}

/// Swift 6 language mode (the package's), a reactor driven
/// from a background thread (the README's counter, counting down at once),
/// every state shown on the main thread in order.
@MainActor
final class MainThreadBindingTests: ScreenTestCase {
  func test_statesOfAReactorDrivenFromABackgroundThreadReachTheLabelOnTheMainThreadInOrder()
    async
  {
    let reactor = CounterReactor()
    let label = RecordingLabel()
    let bag = DisposeBag()
    reactor.state.map { "\($0.value)" }.bind(to: label.rx.text).disposed(by: bag)
    let action = reactor.action
    let done = expectation(description: "every state shown")

    Thread.detachNewThread {
      for _ in 1...200 { action.onNext(.decrease) }
      // Queued after the label's deliveries of those states.
      DispatchQueue.main.async { done.fulfill() }
    }

    await fulfillment(of: [done], timeout: 30)
    XCTAssertEqual(label.shown, (0...200).map { "\(-$0)" })
    XCTAssertEqual(label.setOnMainThread, Array(repeating: true, count: 201))
    XCTAssertEqual(reactor.currentState.value, -200)
  }

  func test_aTableBoundToStatesFromABackgroundThreadShowsTheLastOnTheMainThread() async {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let relay = PublishRelay<[String]>()
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: TableViewCell.self)) {
      row, element, cell in
      cell.textLabel?.text = "\(row) \(element)" + (Thread.isMainThread ? "" : " OFF MAIN")
    }
    .disposed(by: bag)
    let done = expectation(description: "shown")

    Thread.detachNewThread {
      for count in 1...50 { relay.accept((0..<(count % 4)).map { "item\($0)" }) }
      relay.accept(["x", "y"])
      DispatchQueue.main.async { done.fulfill() }
    }

    await fulfillment(of: [done], timeout: 30)
    XCTAssertEqual(tableView.render(), "  0 x\n  1 y")
  }
}
