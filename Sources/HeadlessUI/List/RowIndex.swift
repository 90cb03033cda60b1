import Foundation

/// The rows a list shows, counted per section, and the flat numbering
/// across sections that its visible rows are measured in.
///
/// A value: replaced whole when the counts change (a reload or a batch).
struct RowIndex {
  /// Rows per section (never negative).
  let counts: [Int]
  /// `starts[s]` is the flat index of section `s`'s first row;
  /// `starts[counts.count]` is the total.
  private let starts: [Int]

  /// The index of `counts`, negative counts taken as 0.
  ///
  /// Complexity: O(sections).
  init(counts: [Int] = []) {
    self.counts = counts.map { max(0, $0) }
    var starts = [0]
    starts.reserveCapacity(counts.count + 1)
    var total = 0
    for count in self.counts {
      total += count
      starts.append(total)
    }
    self.starts = starts
  }

  /// The number of rows in all sections.
  var total: Int { starts[starts.count - 1] }

  /// The flat index of `path`; `nil` when it is not a shown row.
  func flatIndex(of path: IndexPath) -> Int? {
    guard path.count == 2, counts.indices.contains(path.section),
      (0..<counts[path.section]).contains(path.row)
    else { return nil }
    return starts[path.section] + path.row
  }

  /// The index path of the flat row `flat` (`0..<total`).
  ///
  /// Complexity: O(log sections).
  func path(ofFlat flat: Int) -> IndexPath {
    let section = section(ofFlat: flat)
    return IndexPath(row: flat - starts[section], section: section)
  }

  /// The index paths of the flat rows `flats` (within `0..<total`), in
  /// order.
  ///
  /// Complexity: O(log sections + rows + empty sections crossed).
  func paths(_ flats: Range<Int>) -> [IndexPath] {
    guard !flats.isEmpty else { return [] }
    var section = section(ofFlat: flats.lowerBound)
    var row = flats.lowerBound - starts[section]
    var paths: [IndexPath] = []
    paths.reserveCapacity(flats.count)
    for _ in flats {
      while row >= counts[section] {
        section += 1
        row = 0
      }
      paths.append(IndexPath(row: row, section: section))
      row += 1
    }
    return paths
  }

  /// The last section starting at or before the flat row `flat` that has
  /// rows (binary search: O(log sections)).
  private func section(ofFlat flat: Int) -> Int {
    var low = 0
    var high = counts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= flat { low = mid } else { high = mid - 1 }
    }
    return low
  }
}
