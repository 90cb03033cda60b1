import Foundation
import HeadlessUI
import Streams
import TestSupport
import XCTest

/// Logs its lifecycle methods and its `rx` lifecycle events in one list.
private final class LoggingController: ViewController {
  var log: [String] = []
  let bag = DisposeBag()
  var loadViewCount = 0

  init(title: String) {
    super.init()
    self.title = title
    rx.viewDidLoad.subscribe(onNext: { [unowned self] in log.append("rx.viewDidLoad") })
      .disposed(by: bag)
    rx.viewWillAppear.subscribe(onNext: { [unowned self] in log.append("rx.viewWillAppear(\($0))") }
    )
    .disposed(by: bag)
    rx.viewDidAppear.subscribe(onNext: { [unowned self] in log.append("rx.viewDidAppear(\($0))") })
      .disposed(by: bag)
    rx.viewWillDisappear.subscribe(onNext: { [unowned self] in
      log.append("rx.viewWillDisappear(\($0))")
    })
    .disposed(by: bag)
    rx.viewDidDisappear.subscribe(onNext: { [unowned self] in
      log.append("rx.viewDidDisappear(\($0))")
    })
    .disposed(by: bag)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    loadViewCount += 1
    super.loadView()
    let label = Label()
    label.text = "\(title ?? "") content"
    view.addSubview(label)
  }
  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("viewDidLoad")
  }
  override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear(\(animated))") }
  override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear(\(animated))") }
  override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear(\(animated))") }
  override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear(\(animated))") }
}

@MainActor
final class ViewControllerLifecycleTests: ScreenTestCase {
  func test_theViewLoadsOnceOnFirstAccess() async {
    let controller = LoggingController(title: "A")
    XCTAssertFalse(controller.isViewLoaded)

    _ = controller.view
    controller.loadViewIfNeeded()
    _ = controller.view

    XCTAssertEqual(controller.loadViewCount, 1)
    XCTAssertEqual(controller.log, ["viewDidLoad", "rx.viewDidLoad"])
  }

  func test_makeKeyAndVisibleRunsTheAppearanceCycleWithRxEventsAfterEachMethod() async {
    let controller = LoggingController(title: "Home")
    let window = Window(rootViewController: controller)

    window.makeKeyAndVisible()

    XCTAssertEqual(
      controller.log,
      [
        "viewDidLoad", "rx.viewDidLoad", "viewWillAppear(false)", "rx.viewWillAppear(false)",
        "viewDidAppear(false)", "rx.viewDidAppear(false)",
      ])
    XCTAssertTrue(controller.isVisible)
    XCTAssertTrue(window.isKeyWindow)
    XCTAssertEqual(window.render(), "# Home\nHome content")
  }

  func test_animatedTransitionsCarryAnimatedInTheirEvents() async {
    let controller = LoggingController(title: "A")

    controller.beginAppearanceTransition(true, animated: true)
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(false, animated: true)
    controller.endAppearanceTransition()

    XCTAssertEqual(
      Array(controller.log.dropFirst(2)),
      [
        "viewWillAppear(true)", "rx.viewWillAppear(true)", "viewDidAppear(true)",
        "rx.viewDidAppear(true)", "viewWillDisappear(true)", "rx.viewWillDisappear(true)",
        "viewDidDisappear(true)", "rx.viewDidDisappear(true)",
      ])
  }

  func test_pushAndPopRunTheAppearanceCyclesInUIKitsOrderAndRenderABackLine() async {
    let root = LoggingController(title: "List")
    let detail = LoggingController(title: "Detail")
    let navigation = NavigationController(rootViewController: root)
    Window(rootViewController: navigation).makeKeyAndVisible()
    root.log = []

    navigation.pushViewController(detail, animated: true)

    XCTAssertEqual(
      root.log,
      [
        "viewWillDisappear(true)", "rx.viewWillDisappear(true)", "viewDidDisappear(true)",
        "rx.viewDidDisappear(true)",
      ])
    XCTAssertEqual(
      detail.log,
      [
        "viewDidLoad", "rx.viewDidLoad", "viewWillAppear(true)", "rx.viewWillAppear(true)",
        "viewDidAppear(true)", "rx.viewDidAppear(true)",
      ])
    XCTAssertEqual(navigation.render(), "< List\n# Detail\nDetail content")
    XCTAssertTrue(detail.navigationController === navigation)

    root.log = []
    detail.log = []
    let popped = navigation.popViewController(animated: false)

    XCTAssertTrue(popped === detail)
    XCTAssertEqual(
      detail.log,
      [
        "viewWillDisappear(false)", "rx.viewWillDisappear(false)", "viewDidDisappear(false)",
        "rx.viewDidDisappear(false)",
      ])
    XCTAssertEqual(
      root.log,
      [
        "viewWillAppear(false)", "rx.viewWillAppear(false)", "viewDidAppear(false)",
        "rx.viewDidAppear(false)",
      ])
    XCTAssertEqual(navigation.render(), "# List\nList content")
  }

  func test_navigationItemTitleIsShownBeforeTheTitle() async {
    let root = LoggingController(title: "List")
    let detail = LoggingController(title: "Detail")
    root.navigationItem.title = "All items"
    let navigation = NavigationController(rootViewController: root)

    navigation.pushViewController(detail, animated: false)

    XCTAssertEqual(navigation.render(), "< All items\n# Detail\nDetail content")
    XCTAssertFalse(detail.isVisible)
  }

  func test_rxTitleBindsTheTitleShown() async {
    let controller = LoggingController(title: "A")
    let bag = DisposeBag()

    Observable.just("Bound").bind(to: controller.rx.title).disposed(by: bag)

    XCTAssertEqual(controller.render(), "# Bound\nBound content")
  }

  func test_rxDeallocatedOfAControllerCompletesWhenItIsFreed() async {
    var controller: LoggingController? = LoggingController(title: "A")
    var completed = false
    let subscription = controller?.rx.deallocated.subscribe(onCompleted: { completed = true })

    controller = nil

    XCTAssertTrue(completed)
    subscription?.dispose()
  }
}
