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
  /// Chooses between animating and reloading, given the changesets.
  public typealias DecideViewTransition = (
    TableViewSectionedDataSource<Section>, TableView, [Changeset<Section>]
  ) -> ViewTransition

  /// The animations for inserts, reloads and deletes.
  public var animationConfiguration: AnimationConfiguration
  /// Chooses between animating and reloading (default: animate).
  public var decideViewTransition: DecideViewTransition
  private let differ: Differ

  /// Creates an animated data source with RxDataSources' closures;
  /// `differ` computes the changesets (see ``SectionedDataSource/Differ``).
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
    AnimatedUpdate(
      source: "RxTableViewSectionedAnimatedDataSource", dataSource: self, view: tableView,
      configuration: animationConfiguration
    ).show(
      observedEvent, differ: differ, decide: { self.decideViewTransition(self, tableView, $0) })
  }
}
