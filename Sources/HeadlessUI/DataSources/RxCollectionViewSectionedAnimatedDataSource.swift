import Sections
import Streams

/// A collection data source that animates the difference between one list
/// of sections and the next (RxDataSources'); the same rules as
/// ``RxTableViewSectionedAnimatedDataSource``: staged, validated batch
/// updates; a reload on the first list, off screen, on `.reload`, and (with
/// a reported ``ViewWarning``) on duplicate identities; the new sections
/// held afterwards in every case.
@preconcurrency @MainActor
open class RxCollectionViewSectionedAnimatedDataSource<Section: AnimatableSectionModelType>:
  CollectionViewSectionedDataSource<Section>, RxCollectionViewDataSourceType
{
  /// Chooses between animating and reloading, given the changesets.
  public typealias DecideViewTransition = (
    CollectionViewSectionedDataSource<Section>, CollectionView, [Changeset<Section>]
  ) -> ViewTransition

  /// The animations (collections record `.automatic`; kept for source
  /// compatibility).
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
    configureSupplementaryView: ConfigureSupplementaryView? = nil,
    moveItem: @escaping MoveItem = { _, _, _ in },
    canMoveItemAtIndexPath: CanMoveItemAtIndexPath? = nil,
    differ: @escaping Differ = {
      try Diff.differencesForSectionedView(initialSections: $0, finalSections: $1)
    }
  ) {
    self.differ = differ
    self.animationConfiguration = animationConfiguration
    self.decideViewTransition = decideViewTransition
    super.init(
      configureCell: configureCell, configureSupplementaryView: configureSupplementaryView,
      moveItem: moveItem, canMoveItemAtIndexPath: canMoveItemAtIndexPath)
  }

  /// Shows the new sections: animated when possible, reloaded otherwise.
  open func collectionView(_ collectionView: CollectionView, observedEvent: Event<Element>) {
    AnimatedUpdate(
      source: "RxCollectionViewSectionedAnimatedDataSource", dataSource: self, view: collectionView,
      configuration: animationConfiguration
    ).show(
      observedEvent, differ: differ, decide: { self.decideViewTransition(self, collectionView, $0) }
    )
  }
}
