import Foundation
import HeadlessUI
import Sections

// Collections of tiles with headers, shared by the XCTest and the Swift
// Testing collection and data source tests.

func item(_ section: Int, _ item: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// A registered cell with no initializer of its own.
final class TileCell: CollectionViewCell {
  let title = Label()
  var reuseCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(title)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// A section header or footer showing one label.
final class HeaderView: CollectionReusableView {
  let label = Label()
  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(label)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

typealias TileSection = AnimatableSectionModel<String, IdentifiableValue<Int>>

@MainActor
func makeCollection(visibleRowCount: Int = 20) -> CollectionView {
  let collectionView = CollectionView(
    frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
  collectionView.register(TileCell.self, forCellWithReuseIdentifier: "Tile")
  collectionView.register(
    HeaderView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
    withReuseIdentifier: "Header")
  collectionView.visibleRowCount = visibleRowCount
  return collectionView
}

@MainActor
func configureTile(
  _: CollectionViewSectionedDataSource<TileSection>, _ collectionView: CollectionView,
  _ indexPath: IndexPath, _ value: IdentifiableValue<Int>
) -> CollectionViewCell {
  let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
  (cell as? TileCell)?.title.text = "#\(value.value)"
  return cell
}

@MainActor
func configureHeader(
  _ dataSource: CollectionViewSectionedDataSource<TileSection>, _ collectionView: CollectionView,
  _ kind: String, _ indexPath: IndexPath
) -> CollectionReusableView {
  let view = collectionView.dequeueReusableSupplementaryView(
    ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
  (view as? HeaderView)?.label.text = dataSource[indexPath.section].model
  return view
}

func tiles(_ name: String, _ values: [Int]) -> TileSection {
  TileSection(model: name, items: values.map { IdentifiableValue(value: $0) })
}

/// Items in numbered sections, for collections.
@MainActor
final class GridSource: CollectionViewDataSource {
  var sections: [[Int]]
  init(_ sections: [[Int]]) { self.sections = sections }
  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sections[section].count }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    (cell as? TileCell)?.title.text = "\(sections[indexPath.section][indexPath.item])"
    return cell
  }
}
