import Sections
import Streams

/// A collection data source that reloads for every new list of sections
/// (RxDataSources').
@preconcurrency @MainActor
open class RxCollectionViewSectionedReloadDataSource<Section: SectionModelType>:
  CollectionViewSectionedDataSource<Section>, RxCollectionViewDataSourceType
{

  /// Holds the new sections and reloads the collection.
  open func collectionView(_ collectionView: CollectionView, observedEvent: Event<Element>) {
    reload(collectionView, showing: observedEvent)
  }
}
