/// Reacts to a scroll view's scrolling: UIKit's `UIScrollViewDelegate`,
/// with its method names and empty defaults. ``TableViewDelegate`` and
/// ``CollectionViewDelegate`` refine it, so a table's or collection's
/// delegate hears its scrolling.
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// A simulated drag begins.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// A simulated drag ended; `decelerate` says whether the content keeps
  /// moving (always, then it stops at once).
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// The content stopped moving after a drag.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
}
