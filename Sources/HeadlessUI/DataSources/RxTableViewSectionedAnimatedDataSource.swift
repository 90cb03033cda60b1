import Sections
import Streams

/// A table data source that animates the difference between one list of
/// sections and the next (RxDataSources').
///
/// For each new list it runs the differ (``Sections/Diff``) and applies its
/// staged changesets as validated batch updates with
/// ``animationConfiguration``'s animations, one batch per stage, in
/// UIKit's order. It reloads instead on the first list (nothing to animate
/// from), when the table is not on screen (``HeadlessView/isOnScreen``),
/// when ``decideViewTransition`` says `.reload`, and, with a reported
/// ``ViewWarning``, when two items or sections share an identity (the
/// differ cannot match them) — never crashing. Afterwards it always holds
/// exactly the new sections, even when `==` of an item ignores a field and
/// the diff therefore found nothing to change.
@preconcurrency @MainActor
open class RxTableViewSectionedAnimatedDataSource<Section: AnimatableSectionModelType>:
  TableViewSectionedDataSource<Section>, RxTableViewDataSourceType
{
  /// Each element of the bound sequence is the whole list of sections.
  public typealias Element = [Section]
  /// Chooses between animating and reloading, given the changesets.
  public typealias DecideViewTransition = (
    TableViewSectionedDataSource<Section>, TableView, [Changeset<Section>]
  ) -> ViewTransition

  /// The animations for inserts, reloads and deletes.
  public var animationConfiguration: AnimationConfiguration
  /// Chooses between animating and reloading (default: animate).
  public var decideViewTransition: DecideViewTransition
  /// Computes the staged changesets from one list of sections to the next.
  public typealias Differ = (_ initial: [Section], _ final: [Section]) throws -> [Changeset<
    Section
  >]
  private let differ: Differ

  private var dataSet = false

  /// Creates an animated data source with RxDataSources' closures.
  ///
  /// `differ` computes the changesets; the default is the package's
  /// sectioned differ (``Sections/Diff``), compiled for `Section` where the
  /// data source is created (a default argument is compiled at the call
  /// site), which makes it several times faster than a generic call from
  /// inside this class.
  public init(
    animationConfiguration: AnimationConfiguration = AnimationConfiguration(),
    decideViewTransition: @escaping DecideViewTransition = { _, _, _ in .animated },
    configureCell: @escaping ConfigureCell,
    titleForHeaderInSection: @escaping TitleForHeaderInSection = { _, _ in nil },
    titleForFooterInSection: @escaping TitleForFooterInSection = { _, _ in nil },
    canEditRowAtIndexPath: @escaping CanEditRowAtIndexPath = { _, _ in false },
    canMoveRowAtIndexPath: @escaping CanMoveRowAtIndexPath = { _, _ in false },
    sectionIndexTitles: @escaping SectionIndexTitles = { _ in nil },
    sectionForSectionIndexTitle: @escaping SectionForSectionIndexTitle = { _, _, index in index },
    differ: @escaping Differ = {
      try Diff.differencesForSectionedView(initialSections: $0, finalSections: $1)
    }
  ) {
    self.differ = differ
    self.animationConfiguration = animationConfiguration
    self.decideViewTransition = decideViewTransition
    super.init(
      configureCell: configureCell, titleForHeaderInSection: titleForHeaderInSection,
      titleForFooterInSection: titleForFooterInSection,
      canEditRowAtIndexPath: canEditRowAtIndexPath, canMoveRowAtIndexPath: canMoveRowAtIndexPath,
      sectionIndexTitles: sectionIndexTitles,
      sectionForSectionIndexTitle: sectionForSectionIndexTitle)
  }

  /// Shows the new sections: animated when possible, reloaded otherwise
  /// (see the type's discussion).
  open func tableView(_ tableView: TableView, observedEvent: Event<Element>) {
    guard case .next(let newSections) = observedEvent else { return }
    let configuration = animationConfiguration
    let update = AnimatedUpdate(
      source: "RxTableViewSectionedAnimatedDataSource", current: sectionModels,
      setSections: setSections, reload: tableView.reloadData,
      performBatch: { difference in
        try tableView.performBatchUpdates {
          tableView.apply(difference, configuration: configuration)
        }
      })
    update.show(
      newSections, dataSet: &dataSet, isOnScreen: tableView.isOnScreen, differ: differ,
      decide: { decideViewTransition(self, tableView, $0) })
  }
}

extension TableView {
  /// Performs one staged changeset's operations in RxDataSources' order
  /// (inside a batch).
  func apply<Section>(_ changes: Changeset<Section>, configuration: AnimationConfiguration) {
    func paths(_ items: [ItemPath]) -> [IndexPath] {
      items.map { IndexPath(row: $0.itemIndex, section: $0.sectionIndex) }
    }
    if !changes.deletedSections.isEmpty {
      deleteSections(IndexSet(changes.deletedSections), with: configuration.deleteAnimation)
    }
    if !changes.insertedSections.isEmpty {
      insertSections(IndexSet(changes.insertedSections), with: configuration.insertAnimation)
    }
    for move in changes.movedSections { moveSection(move.from, toSection: move.to) }
    if !changes.deletedItems.isEmpty {
      deleteRows(at: paths(changes.deletedItems), with: configuration.deleteAnimation)
    }
    if !changes.insertedItems.isEmpty {
      insertRows(at: paths(changes.insertedItems), with: configuration.insertAnimation)
    }
    if !changes.updatedItems.isEmpty {
      reloadRows(at: paths(changes.updatedItems), with: configuration.reloadAnimation)
    }
    for move in changes.movedItems {
      moveRow(
        at: IndexPath(row: move.from.itemIndex, section: move.from.sectionIndex),
        to: IndexPath(row: move.to.itemIndex, section: move.to.sectionIndex))
    }
  }
}
