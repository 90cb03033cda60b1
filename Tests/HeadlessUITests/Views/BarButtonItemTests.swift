import Foundation
import HeadlessUI
import Streams
import TestSupport
import XCTest

/// Bar button items are buttons on a navigation item: the controller's
/// render shows them after its title, and a test taps them through the
/// item.
@MainActor
final class BarButtonItemTests: ScreenTestCase {
  /// An editing screen with Cancel on the left and Save on the right.
  private final class EditController: ViewController {
    let cancel = BarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
    let save = BarButtonItem(title: "Save", style: .done, target: nil, action: nil)

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Edit"
      navigationItem.leftBarButtonItem = cancel
      navigationItem.rightBarButtonItem = save
      let label = makeLabel("Name: Ann")
      view.addSubview(label)
    }
  }

  func test_theControllerRendersItsBarButtonsAfterItsTitle() async {
    let controller = EditController()
    controller.loadViewIfNeeded()

    XCTAssertEqual(controller.render(), "# Edit\n[Cancel] | [Save]\nName: Ann")
  }

  func test_aControllerWithoutBarButtonsRendersAsBefore() async {
    let controller = titledController("Plain")
    controller.view.addSubview(makeLabel("body"))

    XCTAssertEqual(controller.render(), "# Plain\nbody")
  }

  func test_tappingABarButtonThroughTheNavigationItemFiresRxTap() async {
    let controller = EditController()
    controller.loadViewIfNeeded()
    let saves = EventCount(controller.save.rx.tap)

    controller.navigationItem.rightBarButtonItem?.tap()

    XCTAssertEqual(saves.value, 1)
    XCTAssertTrue(controller.navigationItem.rightBarButtonItem === controller.save)
  }

  func test_systemItemsRenderTheirEnglishTitles() async {
    let items: [(BarButtonItem.SystemItem, String)] = [
      (.done, "[Done]"), (.cancel, "[Cancel]"), (.edit, "[Edit]"), (.save, "[Save]"),
      (.add, "[Add]"), (.trash, "[Trash]"), (.refresh, "[Refresh]"), (.compose, "[Compose]"),
      (.action, "[Share]"), (.flexibleSpace, ""),
    ]
    for (systemItem, shown) in items {
      let item = BarButtonItem(barButtonSystemItem: systemItem)
      XCTAssertEqual(item.render(), shown, "\(systemItem)")
      XCTAssertEqual(item.systemItem, systemItem)
    }
    XCTAssertEqual(BarButtonItem(barButtonSystemItem: .done).style, .done)
  }

  func test_severalItemsRenderInScreenOrder() async {
    let controller = ViewController()
    let item = controller.navigationItem
    item.leftBarButtonItems = [
      BarButtonItem(title: "Back", style: .plain), BarButtonItem(title: "Up", style: .plain),
    ]
    item.setRightBarButtonItems(
      [BarButtonItem(barButtonSystemItem: .add), BarButtonItem(barButtonSystemItem: .edit)],
      animated: true)

    XCTAssertEqual(controller.render(), "[Back] | [Up] | [Edit] | [Add]")
    XCTAssertEqual((item.rightBarButtonItem as? BarButtonItem)?.systemItem, .add)
    item.rightBarButtonItem = nil
    XCTAssertNil(item.rightBarButtonItems)
  }

  func test_disabledAndHiddenItems() async {
    let controller = EditController()
    controller.loadViewIfNeeded()
    let saves = EventCount(controller.save.rx.tap)

    controller.save.isEnabled = false
    controller.cancel.isHidden = true
    controller.save.tap()

    XCTAssertEqual(saves.value, 0)
    XCTAssertEqual(controller.render(), "# Edit\n[Save] (disabled)\nName: Ann")
  }

  func test_imageAndCustomViewItems() async {
    let controller = ViewController()
    let spinner = ActivityIndicatorView()
    spinner.startAnimating()
    controller.navigationItem.leftBarButtonItem = BarButtonItem(customView: spinner)
    controller.navigationItem.rightBarButtonItem = BarButtonItem(
      image: Image(systemName: "gear"), style: .plain)

    XCTAssertEqual(controller.render(), "(spinning) | [image: gear]")
  }

  func test_aPushedScreenShowsItsBarButtonsUnderTheBackLine() async {
    let root = titledController("Inbox")
    let navigation = NavigationController(rootViewController: root)
    let detail = titledController("Message")
    detail.navigationItem.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .reply)

    navigation.pushViewController(detail, animated: false)

    XCTAssertEqual(navigation.render(), "< Inbox\n# Message\n[Reply]")
  }

  func test_rxTitleBindsTheTitleAndRxTitleForStillWorks() async {
    let item = BarButtonItem(title: "Edit", style: .plain)
    let bag = DisposeBag()

    Observable<String>.just("Done").bind(to: item.rx.title).disposed(by: bag)
    XCTAssertEqual(item.render(), "[Done]")
    Observable<String?>.just("Off").bind(to: item.rx.title(for: .disabled)).disposed(by: bag)
    item.isEnabled = false

    XCTAssertEqual(item.render(), "[Off] (disabled)")
  }

  func test_targetActionTitleAndImageAreStored() async {
    let item = BarButtonItem(title: "Go", style: .plain, target: self, action: Selector("go"))

    XCTAssertTrue(item.target === self)
    XCTAssertEqual(item.action, Selector("go"))
    XCTAssertEqual(item.title, "Go")
    item.title = "Went"
    XCTAssertEqual(item.title(for: .normal), "Went")
    item.image = Image(named: "arrow")
    XCTAssertEqual(item.image(for: .normal)?.name, "arrow")
  }
}
