import Foundation
import HeadlessUI
import ReactorCore
import Streams
import TestSupport
import XCTest

private final class ProfileReactor: Reactor {
  enum Action { case rename(String) }
  struct State { var title = "Anonymous" }
  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .rename(let title): state.title = title
    }
    return state
  }
}

/// The mistake issue 17 point 4 names: a view written from a closure that
/// Swift takes for main-actor code (it was formed in `bind(reactor:)`) but
/// that runs on the thread the state was emitted on.
private final class ProfileView: HeadlessView, View {
  var disposeBag = DisposeBag()
  let titleLabel = Label()
  let saveButton = Button(title: "Save")

  func bind(reactor: ProfileReactor) {
    reactor.state.map(\.title)
      .subscribe(onNext: { [titleLabel, saveButton] title in
        titleLabel.text = title
        saveButton.isEnabled = !title.isEmpty
      })
      .disposed(by: disposeBag)
  }
}

/// The warnings reported while the returned collector is installed.
private final class WarningCollector: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var collected: [ViewWarning] = []
  private let previous = Hooks.viewWarning

  init() {
    Hooks.viewWarning = { [self] warning in
      lock.lock()
      collected.append(warning)
      lock.unlock()
    }
  }

  func finish() -> [ViewWarning] {
    Hooks.viewWarning = previous
    lock.lock()
    defer { lock.unlock() }
    return collected
  }
}

/// Sends `action` from a new thread and returns once it was processed
/// there (states included); the caller does not touch the view meanwhile.
private func send(
  _ action: ProfileReactor.Action,
  fromABackgroundThreadTo subject: ActionSubject<ProfileReactor.Action>
) async {
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    Thread.detachNewThread {
      subject.onNext(action)
      done.resume()
    }
  }
}

@MainActor
final class OffMainWriteTests: ScreenTestCase {
  func test_aLabelWrittenFromABackgroundThreadIsReportedNamingTheViewAndTheProperty() async {
    let view = ProfileView()
    let reactor = ProfileReactor()
    view.reactor = reactor
    let action = reactor.action
    let collector = WarningCollector()

    await send(.rename("Ada"), fromABackgroundThreadTo: action)
    let warnings = collector.finish()

    XCTAssertEqual(warnings.map(\.kind), [.offMainThread, .offMainThread])
    XCTAssertEqual(
      warnings.first?.message.hasPrefix("Label.text was written off the main thread"), true,
      warnings.first?.message ?? "no warning")
    XCTAssertEqual(
      warnings.last?.message.hasPrefix("Button.isEnabled was written off the main thread"), true,
      warnings.last?.message ?? "no warning")
    XCTAssertEqual(view.titleLabel.text, "Ada")
  }

  func test_theWarningNamesTheAccessibilityIdentifierWhenThereIsOne() async {
    let view = ProfileView()
    view.titleLabel.accessibilityIdentifier = "greeting"
    let reactor = ProfileReactor()
    view.reactor = reactor
    let action = reactor.action
    let collector = WarningCollector()

    await send(.rename("Ada"), fromABackgroundThreadTo: action)

    XCTAssertEqual(
      collector.finish().first?.message.hasPrefix("Label 'greeting'.text was written off"), true)
  }

  func test_writesOnTheMainThreadAndThroughBindersAreNotReported() async {
    let label = Label()
    let toggle = Switch()
    let controller = ViewController()
    let reactor = ProfileReactor()
    let bag = DisposeBag()
    reactor.state.map(\.title).bind(to: label.rx.text).disposed(by: bag)
    reactor.state.map { $0.title.isEmpty }.bind(to: toggle.rx.isOn).disposed(by: bag)
    let action = reactor.action
    let collector = WarningCollector()

    label.text = "main"
    controller.title = "Profile"
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        action.onNext(.rename(""))
        // Queued after the binders' deliveries.
        DispatchQueue.main.async { done.resume() }
      }
    }

    XCTAssertEqual(collector.finish(), [])
    XCTAssertEqual(label.text, "")
    XCTAssertTrue(toggle.isOn)
  }
}
