import Foundation

extension ListEngine {
  /// The sections and visible rows, one line each: `== header ==`, each
  /// row as `line` shows its cell indented by two spaces (`> ` for a
  /// selected one), `-- footer --`; `(n <noun>s above)` / `below` for rows
  /// that are not visible. A header shows with its section's first row, a
  /// footer with its last; empty sections before the first row or after the
  /// last one show when the visible rows reach that end.
  func renderSections(
    header: (Int) -> String?, footer: (Int) -> String?, line: (Cell) -> String
  ) -> [String] {
    var lines: [String] = []
    let paths = visiblePaths
    let below = totalRows - scrollOffset - paths.count
    let firstSection = scrollOffset == 0 ? 0 : (paths.first?.section ?? 0)
    let lastSection = below == 0 ? counts.count - 1 : (paths.last?.section ?? (counts.count - 1))
    if scrollOffset > 0 { lines.append("  (\(count(scrollOffset, names.noun)) above)") }
    var pathIndex = 0
    for section in counts.indices where section >= firstSection && section <= lastSection {
      let firstShown =
        pathIndex < paths.count && paths[pathIndex].section == section && paths[pathIndex].row == 0
      if counts[section] == 0 || firstShown, let title = header(section) {
        lines.append("== \(title) ==")
      }
      var lastShown = counts[section] == 0
      while pathIndex < paths.count, paths[pathIndex].section == section {
        let path = paths[pathIndex]
        let marker = selected.contains(path) ? "> " : "  "
        lines.append(marker + (visible[path].map(line) ?? ""))
        lastShown = path.row == counts[section] - 1
        pathIndex += 1
      }
      if lastShown, let title = footer(section) {
        lines.append("-- \(title) --")
      }
    }
    if below > 0 { lines.append("  (\(count(below, names.noun)) below)") }
    return lines
  }
}
