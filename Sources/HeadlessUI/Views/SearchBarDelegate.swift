/// What a ``SearchBar`` tells its delegate: UIKit's `UISearchBarDelegate`
/// (the methods ports implement, each optional: the defaults do nothing).
///
/// The delegate is told before the bar's `rx` observers.
@preconcurrency @MainActor
public protocol SearchBarDelegate: AnyObject {
  /// The user changed the text (typing, deleting, clearing).
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
  /// The bar became the first responder.
  func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
  /// The bar stopped being the first responder.
  func searchBarTextDidEndEditing(_ searchBar: SearchBar)
  /// The user pressed the keyboard's Search key.
  func searchBarSearchButtonClicked(_ searchBar: SearchBar)
  /// The user tapped the Cancel button.
  func searchBarCancelButtonClicked(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
  /// Does nothing.
  public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
  /// Does nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
  /// Does nothing.
  public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
}
