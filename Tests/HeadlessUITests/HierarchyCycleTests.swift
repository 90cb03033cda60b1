import HeadlessUI
import Streams
import TestSupport
import XCTest

/// A hierarchy that contains itself (mutual presentation,
/// a child adding its own parent, a navigation controller pushed onto
/// itself) was accepted and `render()` then overflowed the stack. Each is
/// refused with a warning and the hierarchy stays as it was.
@MainActor
final class HierarchyCycleTests: ScreenTestCase {
  private func titled(_ title: String) -> ViewController {
    let controller = ViewController()
    controller.title = title
    return controller
  }

  func test_presentingTheControllerThatPresentsThisOneIsRefused() async {
    let first = titled("First")
    let second = titled("Second")
    first.present(second, animated: false)

    let warnings = collectingViewWarnings { second.present(first, animated: false) }

    XCTAssertEqual(warnings.map(\.kind), [.hierarchyCycle])
    XCTAssertNil(second.presentedViewController)
    XCTAssertNil(first.presentingViewController)
    XCTAssertEqual(first.render(), "# Second")
  }

  func test_presentingAControllersOwnParentOrItselfIsRefused() async {
    let navigation = NavigationController(rootViewController: titled("Root"))
    let root = navigation.topViewController!

    let warnings = collectingViewWarnings {
      root.present(navigation, animated: false)
      root.present(root, animated: false)
    }

    XCTAssertEqual(warnings.map(\.kind), [.hierarchyCycle, .hierarchyCycle])
    XCTAssertNil(root.presentedViewController)
    XCTAssertEqual(navigation.render(), "# Root")
  }

  func test_aChildAddingItsOwnParentOrGrandparentIsRefused() async {
    let grandparent = titled("Grandparent")
    let parent = titled("Parent")
    let child = titled("Child")
    grandparent.addChild(parent)
    parent.addChild(child)

    let warnings = collectingViewWarnings {
      child.addChild(parent)
      child.addChild(grandparent)
      child.addChild(child)
    }

    XCTAssertEqual(warnings.map(\.kind), Array(repeating: .hierarchyCycle, count: 3))
    XCTAssertTrue(child.parent === parent)
    XCTAssertTrue(parent.parent === grandparent)
    XCTAssertNil(grandparent.parent)
    XCTAssertTrue(child.children.isEmpty)
    XCTAssertEqual(
      warnings.first?.message,
      "addChild: ViewController already contains ViewController (or is it); refused, as a "
        + "controller cannot contain itself")
  }

  func test_aNavigationControllerPushedOntoItselfOrItsParentIsRefused() async {
    let outer = NavigationController(rootViewController: titled("Outer"))
    let inner = NavigationController(rootViewController: titled("Inner"))
    outer.pushViewController(inner, animated: false)

    let warnings = collectingViewWarnings {
      inner.pushViewController(inner, animated: false)
      inner.pushViewController(outer, animated: false)
      inner.setViewControllers([titled("New root"), outer], animated: false)
    }

    XCTAssertEqual(warnings.map(\.kind), Array(repeating: .hierarchyCycle, count: 3))
    XCTAssertEqual(inner.viewControllers.map(\.title), ["Inner"])
    XCTAssertEqual(outer.viewControllers.count, 2)
    XCTAssertEqual(outer.render(), "< Outer\n# Inner")
  }

  func test_aViewAddedToItsOwnSubviewIsRefusedWithAWarning() async {
    let outer = HeadlessView()
    let inner = Label()
    inner.text = "inner"
    outer.addSubview(inner)

    let warnings = collectingViewWarnings {
      inner.addSubview(outer)
      outer.addSubview(outer)
    }

    XCTAssertEqual(warnings.map(\.kind), [.hierarchyCycle, .hierarchyCycle])
    XCTAssertNil(outer.superview)
    XCTAssertEqual(outer.render(), "inner")
  }
}
