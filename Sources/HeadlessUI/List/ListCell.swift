/// What a table's or collection's engine needs of its cells:
/// ``TableViewCell`` and ``CollectionViewCell`` conform, each in its own
/// words.
@MainActor
protocol ListCell: HeadlessView {
  /// The identifier the cell is reused under (`nil`: never reused).
  var reuseIdentifier: String? { get }
  /// Resets the cell taken from a pool (the cell's open method).
  func prepareForReuse()
  /// Shows whether the cell is selected, as its view shows a selection.
  func showSelected(_ selected: Bool)
}

extension TableViewCell: ListCell {
  /// Through ``TableViewCell/setSelected(_:animated:)``, which subclasses
  /// override as in UIKit.
  func showSelected(_ selected: Bool) {
    setSelected(selected, animated: false)
  }
}

extension CollectionViewCell: ListCell {
  func showSelected(_ selected: Bool) {
    isSelected = selected
  }
}
