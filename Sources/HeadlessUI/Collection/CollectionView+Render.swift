extension CollectionView {
  /// The rendered collection (see ``CollectionView/renderLines()``).
  func renderCollection() -> [String] {
    refreshLines
      + engine.renderSections(
        header: { supplementaryText(Self.elementKindSectionHeader, $0) },
        footer: { supplementaryText(Self.elementKindSectionFooter, $0) },
        line: { $0.renderLine() })
  }

  private func supplementaryText(_ kind: String, _ section: Int) -> String? {
    // A layout without views of a kind does not ask for them (UIKit's flow
    // layout asks only for kinds it has a size for): a data source that
    // configures headers only is not asked for footers, which it would
    // dequeue with an identifier registered for headers.
    let prefix = kind + "\u{0}"
    guard supplementaryRegistrations.keys.contains(where: { $0.hasPrefix(prefix) }),
      let view = dataSource?.collectionView(
        self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: section))
    else { return nil }
    let text = view.renderInline()
    // Only its text is shown: the view can be reused at once.
    if let identifier = view.reuseIdentifier {
      supplementaryPool[kind + "\u{0}" + identifier, default: []].append(view)
    }
    return text.isEmpty ? nil : text
  }
}
