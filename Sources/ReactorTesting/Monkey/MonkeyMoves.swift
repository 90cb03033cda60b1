import Foundation
import HeadlessUI

/// What a user can do on a screen now: the moves on the views they can
/// reach, and nothing on a view that is hidden, transparent, disabled or
/// covered (by a presented screen, or under the top of a navigation stack).
///
/// - Complexity: O(views on screen + visible rows).
@MainActor
enum MonkeyMoves {
  /// The moves on `screen` (the root, as the monkey shows it), in a stable
  /// order: the same screen gives the same moves.
  static func on(_ screen: ViewController) -> [MonkeyMove] {
    var top = screen
    while let presented = presented(over: top) { top = presented }
    if let alert = top as? AlertController { return moves(in: alert) }
    var moves: [MonkeyMove] = []
    let content = (top as? NavigationController)?.topViewController ?? top
    for item in barButtons(of: content) where item.isReachableByTouch {
      moves.append(MonkeyMove("tap \(name(of: item, kind: "bar button"))") { _ in item.tap() })
    }
    if let navigation = top as? NavigationController, navigation.viewControllers.count > 1 {
      moves.append(MonkeyMove("back") { _ in navigation.tapBackButton() })
    }
    if top !== screen, !top.isModalInPresentation {
      moves.append(MonkeyMove("swipe down") { _ in top.swipeDownToDismiss() })
    }
    if let view = top.viewIfLoaded { collect(view, into: &moves) }
    return moves
  }

  /// The controller presented by `controller` or by a controller it
  /// shows (the top of a navigation stack, a child), if any.
  private static func presented(over controller: ViewController) -> ViewController? {
    if let presented = controller.presentedViewController { return presented }
    let shown =
      (controller as? NavigationController).map { $0.topViewController.map { [$0] } ?? [] }
      ?? controller.children
    for child in shown {
      if let presented = presented(over: child) { return presented }
    }
    return nil
  }

  private static func barButtons(of controller: ViewController) -> [Button] {
    let item = controller.navigationItem
    return (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? [])
  }

  private static func moves(in alert: AlertController) -> [MonkeyMove] {
    var moves: [MonkeyMove] = []
    for field in alert.textFields ?? [] where field.isReachableByTouch {
      moves.append(typing(into: field, named: name(of: field, kind: "text field")))
    }
    for action in alert.actions where action.isEnabled {
      let title = action.title ?? "action"
      moves.append(MonkeyMove("tap \(title) in the alert") { _ in _ = action.tap() })
    }
    return moves
  }

  /// The moves on `view` and the views it contains, depth first; none under
  /// a view a touch does not reach.
  private static func collect(_ view: HeadlessView, into moves: inout [MonkeyMove]) {
    guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { return }
    if view.isReachableByTouch { moves += self.moves(on: view) }
    for subview in view.subviews { collect(subview, into: &moves) }
  }

  /// The moves on `view` itself.
  private static func moves(on view: HeadlessView) -> [MonkeyMove] {
    switch view {
    case let button as Button:
      return [MonkeyMove("tap \(name(of: button, kind: "button"))") { _ in button.tap() }]
    case let toggle as Switch:
      return [MonkeyMove("toggle \(name(of: toggle, kind: "switch"))") { _ in toggle.toggle() }]
    case let segmented as SegmentedControl:
      return (0..<segmented.numberOfSegments).filter { segmented.isEnabledForSegment(at: $0) }
        .map { segment in
          let title = segmented.titleForSegment(at: segment) ?? "segment \(segment)"
          return MonkeyMove("select segment \(title)") { _ in segmented.selectSegment(at: segment) }
        }
    case let stepper as Stepper:
      let name = name(of: stepper, kind: "stepper")
      return [
        MonkeyMove("increment \(name)") { _ in stepper.increment() },
        MonkeyMove("decrement \(name)") { _ in stepper.decrement() },
      ]
    case let slider as Slider:
      return [sliding(slider)]
    case let field as TextField:
      return [typing(into: field, named: name(of: field, kind: "text field"))]
    case let bar as SearchBar:
      let name = bar.placeholder ?? bar.accessibilityIdentifier ?? "search bar"
      var moves = [
        MonkeyMove(
          "type into \(name)", draw: drawText, describe: { "type \"\($0 ?? "")\" into \(name)" },
          perform: { bar.type($0 ?? "") }),
        MonkeyMove("tap Search in \(name)") { _ in bar.tapSearchButton() },
      ]
      if bar.showsCancelButton {
        moves.append(MonkeyMove("tap Cancel in \(name)") { _ in bar.tapCancelButton() })
      }
      return moves
    case let table as TableView:
      return scrolling(table)
        + (table.indexPathsForVisibleRows ?? []).map { path in
          MonkeyMove("select row \(path.row) of section \(path.section)") { _ in
            table.selectRow(at: path)
          }
        }
    case let collection as CollectionView:
      return scrolling(collection)
        + collection.indexPathsForVisibleItems.map { path in
          MonkeyMove("select item \(path.item) of section \(path.section)") { _ in
            collection.selectItem(at: path)
          }
        }
    case let scroll as ScrollView:
      return scrolling(scroll)
    default:
      return []
    }
  }

  /// Pulling to refresh, and scrolling down and up a scroll view whose
  /// content is taller than it.
  private static func scrolling(_ scroll: ScrollView) -> [MonkeyMove] {
    var moves: [MonkeyMove] = []
    if let refresh = scroll.refreshControl, refresh.isEnabled, !refresh.isRefreshing {
      moves.append(MonkeyMove("pull to refresh") { _ in refresh.pullToRefresh() })
    }
    guard scroll.isScrollEnabled, scroll.maximumContentOffset.y > 0 else { return moves }
    let name = scroll.accessibilityIdentifier.map { " \($0)" } ?? ""
    let page = max(scroll.frame.height, 1)
    if scroll.contentOffset.y < scroll.maximumContentOffset.y {
      moves.append(MonkeyMove("scroll down\(name)") { _ in scroll.scroll(by: page) })
    }
    if scroll.contentOffset.y > 0 {
      moves.append(MonkeyMove("scroll up\(name)") { _ in scroll.scroll(by: -page) })
    }
    return moves
  }

  private static func sliding(_ slider: Slider) -> MonkeyMove {
    let name = name(of: slider, kind: "slider")
    let (low, high) = (slider.minimumValue, slider.maximumValue)
    return MonkeyMove(
      "slide \(name)",
      draw: { random in
        let fraction = Float(Int.random(in: 0...100, using: &random)) / 100
        return String(low + (high - low) * fraction)
      },
      describe: { "slide \(name) to \($0 ?? "")" },
      perform: { slider.slide(to: Float($0 ?? "") ?? low) })
  }

  private static func typing(into field: TextField, named name: String) -> MonkeyMove {
    MonkeyMove(
      "type into \(name)", draw: drawText, describe: { "type \"\($0 ?? "")\" into \(name)" },
      perform: { text in
        field.becomeFirstResponder()
        field.type(text ?? "")
      })
  }

  /// One to three characters: letters, a digit, a space.
  private static func drawText(_ random: inout SeededRandom) -> String {
    let alphabet = Array("ab z1")
    let count = Int.random(in: 1...3, using: &random)
    return String(
      (0..<count).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] })
  }

  /// What the user sees of a control: its title, its placeholder, its
  /// accessibility identifier, or its kind.
  private static func name(of view: HeadlessView, kind: String) -> String {
    if let button = view as? Button, let title = button.currentTitle, !title.isEmpty {
      return title
    }
    if let field = view as? TextField, let placeholder = field.placeholder, !placeholder.isEmpty {
      return placeholder
    }
    return view.accessibilityIdentifier ?? kind
  }
}
