import Sections

/// How both animated data sources show a new list of sections
/// (RxDataSources' rules): reload on the first list and off screen; diff;
/// reload with a warning when the differ refuses (duplicate identities);
/// otherwise apply each stage as one validated batch (or reload when the
/// transition says so, or, with a warning, when a stage is refused); end
/// holding exactly `newSections`.
@MainActor
struct AnimatedUpdate<Section: AnimatableSectionModelType> {
  /// The data source's type, for warnings.
  let source: String
  /// The sections held now.
  let current: [Section]
  /// Replaces the sections held.
  let setSections: ([Section]) -> Void
  /// Reloads the view.
  let reload: () -> Void
  /// Applies one stage as a batch update of the view.
  let performBatch: (Changeset<Section>) throws -> Void

  /// Shows `newSections`; `dataSet` says whether a list was shown before.
  func show(
    _ newSections: [Section], dataSet: inout Bool, isOnScreen: Bool,
    differ: ([Section], [Section]) throws -> [Changeset<Section>],
    decide: ([Changeset<Section>]) -> ViewTransition
  ) {
    guard dataSet, isOnScreen else {
      dataSet = true
      reload(to: newSections)
      return
    }
    let differences: [Changeset<Section>]
    do {
      differences = try differ(current, newSections)
    } catch {
      reportViewWarning(.duplicateIdentities, "\(source) reloaded instead: \(error)")
      reload(to: newSections)
      return
    }
    guard decide(differences) == .animated else {
      reload(to: newSections)
      return
    }
    for difference in differences {
      setSections(difference.finalSections)
      do {
        try performBatch(difference)
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
    setSections(newSections)
  }

  private func reload(to sections: [Section]) {
    setSections(sections)
    reload()
  }
}
