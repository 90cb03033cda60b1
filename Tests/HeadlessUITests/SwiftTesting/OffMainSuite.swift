import Foundation
import HeadlessUI
import ReactorTesting
import Sections
import Streams
import TestSupport
import Testing

/// Names for a table, set with the reload from whatever thread they come.
@MainActor
private final class NamesSource: TableViewDataSource {
  var names: [String] = []
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = names[indexPath.row]
    return cell
  }
}

/// Sends `value` through `subject` from a child task off the main actor:
/// the subscriber's closure, formed on the main actor, runs there, and the
/// warning it causes is an issue of the running test.
private func send<Value: Sendable>(
  _ value: Value, offTheMainActorThrough subject: PublishSubject<Value>
)
  async
{
  await withTaskGroup(of: Void.self) { group in
    group.addTask { subject.onNext(value) }
  }
}

/// The XCTest `OffMainWriteTests` under Swift Testing: a list or a
/// navigation stack changed off the main actor is reported (an issue of
/// the test, with `.viewWarningsFailTests`) and changed when the main
/// queue next runs; the test sees it after its next `await`.
@MainActor @Suite(.viewWarningsFailTests) struct OffMainSuite {
  @Test(.enabled(if: FailureReportingChecks.areOn))
  func aTableReloadedOffTheMainActorIsReportedAndShowsTheRowsAfterAnAwait() async {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let source = NamesSource()
    tableView.dataSource = source
    let names = PublishSubject<[String]>()
    let bag = DisposeBag()
    names.subscribe(onNext: { names in
      source.names = names
      tableView.reloadData()
    })
    .disposed(by: bag)

    await withKnownIssue("Expected: the reload made off the main actor is reported") {
      await send(["Ada", "Grace"], offTheMainActorThrough: names)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("TableView.reloadData() was called off") }
    }
    await drainMainQueue()

    #expect(tableView.render() == "  Ada\n  Grace")
  }

  @Test(.enabled(if: FailureReportingChecks.areOn))
  func aPushMadeOffTheMainActorIsReportedAndShownAfterAnAwait() async {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let detail = ViewController()
    detail.title = "Detail"
    let taps = PublishSubject<Void>()
    let bag = DisposeBag()
    taps.subscribe(onNext: { navigation.pushViewController(detail, animated: false) })
      .disposed(by: bag)

    await withKnownIssue("Expected: the push made off the main actor is reported") {
      await send((), offTheMainActorThrough: taps)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("NavigationController.pushViewController(_:animated:) was called off")
      }
    }
    await drainMainQueue()

    #expect(navigation.topViewController === detail)
  }
}
