import Sections
import Streams

/// A table data source that reloads the table for every new list of
/// sections (RxDataSources'): bind it with
/// `sections.bind(to: tableView.rx.items(dataSource: dataSource))`.
@preconcurrency @MainActor
open class RxTableViewSectionedReloadDataSource<Section: SectionModelType>:
  TableViewSectionedDataSource<Section>, RxTableViewDataSourceType
{

  /// Holds the new sections and reloads the table.
  open func tableView(_ tableView: TableView, observedEvent: Event<Element>) {
    reload(tableView, showing: observedEvent)
  }
}
