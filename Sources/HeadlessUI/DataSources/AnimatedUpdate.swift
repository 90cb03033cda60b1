import Sections
import Streams

/// How both animated data sources show a new list of sections
/// (RxDataSources' rules): reload on the first list and off screen; diff;
/// reload with a warning when the differ refuses (duplicate identities, or a
/// section type whose `init(original:items:)` loses items);
/// otherwise apply each stage as one validated batch through the view's
/// ``SectionedViewType`` contract (or reload when the transition says so,
/// or, with a warning, when a stage is refused); end holding exactly the
/// new sections.
@MainActor
struct AnimatedUpdate<Section: AnimatableSectionModelType, View: HeadlessView & SectionedViewType> {
  /// The data source's type, for warnings.
  let source: String
  /// The data source: the sections it holds, and whether it showed a list.
  let dataSource: SectionedDataSource<Section>
  /// The view it shows them in.
  let view: View
  /// The animations of each kind of change.
  let configuration: AnimationConfiguration

  /// Shows `event`'s sections (nothing for a terminal event). Called off
  /// the main thread, the whole update is reported and made on the main
  /// queue (see `ChangeGate`), so that its stages meet the sections they
  /// were diffed for.
  func show(
    _ event: Event<[Section]>,
    differ: @escaping ([Section], [Section]) throws -> [Changeset<Section>],
    decide: @escaping ([Changeset<Section>]) -> ViewTransition
  ) {
    guard ChangeGate.allowsNow else {
      let method = view is CollectionView ? "collectionView" : "tableView"
      return ChangeGate.queue("\(source).\(method)(_:observedEvent:)", of: view) {
        self.show(event, differ: differ, decide: decide)
      }
    }
    guard case .next(let newSections) = event else { return }
    guard dataSource.hasShownSections, view.isOnScreen else {
      dataSource.hasShownSections = true
      reload(to: newSections)
      return
    }
    let differences: [Changeset<Section>]
    do {
      differences = try differ(dataSource.sectionModels, newSections)
    } catch {
      let kind: ViewWarning.Kind =
        if case .invalidInitializationOfSectionModel = error as? Diff.Error {
          .invalidSectionModel
        } else {
          .duplicateIdentities
        }
      reportViewWarning(kind, "\(source) reloaded instead: \(error)")
      reload(to: newSections)
      return
    }
    guard decide(differences) == .animated else {
      reload(to: newSections)
      return
    }
    for difference in differences {
      dataSource.setSections(difference.finalSections)
      do {
        try view.performBatchUpdates(difference, animationConfiguration: configuration)
      } catch {
        // The differ's stages are valid by construction; should one not be,
        // show the final sections rather than a broken view.
        reportViewWarning(
          .invalidBatchUpdate, "an animated update was refused (\(error)); reloaded instead")
        reload(to: newSections)
        return
      }
    }
    // `==` may ignore fields the diff therefore did not see: hold exactly
    // what was bound.
    dataSource.setSections(newSections)
  }

  private func reload(to sections: [Section]) {
    dataSource.setSections(sections)
    view.reloadData()
  }
}
