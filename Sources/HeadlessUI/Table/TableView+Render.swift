extension TableView {
  /// The rendered table (see ``TableView/renderLines()``).
  func renderTable() -> [String] {
    var lines: [String] = []
    if let header = tableHeaderView, !header.isHidden {
      lines.append(contentsOf: header.renderLines())
    }
    let paths = engine.visiblePaths
    let counts = engine.counts
    let below = engine.totalRows - engine.scrollOffset - paths.count
    // Empty sections before the first row or after the last one are shown
    // when the window reaches that end.
    let firstSection = engine.scrollOffset == 0 ? 0 : (paths.first?.section ?? 0)
    let lastSection = below == 0 ? counts.count - 1 : (paths.last?.section ?? (counts.count - 1))
    if engine.scrollOffset > 0 { lines.append("  (\(count(engine.scrollOffset, "row")) above)") }
    var pathIndex = 0
    for section in counts.indices where section >= firstSection && section <= lastSection {
      let firstShown =
        pathIndex < paths.count && paths[pathIndex].section == section
        && paths[pathIndex].row == 0
      if counts[section] == 0 || firstShown, let header = headerText(section) {
        lines.append("== \(header) ==")
      }
      var lastRowShown = counts[section] == 0
      while pathIndex < paths.count, paths[pathIndex].section == section {
        let path = paths[pathIndex]
        let marker = engine.selected.contains(path) ? "> " : "  "
        lines.append(marker + (engine.visible[path]?.renderLine() ?? ""))
        lastRowShown = path.row == counts[section] - 1
        pathIndex += 1
      }
      if lastRowShown, let footer = footerText(section) {
        lines.append("-- \(footer) --")
      }
    }
    if below > 0 { lines.append("  (\(count(below, "row")) below)") }
    if let titles = dataSource?.sectionIndexTitles(for: self), !titles.isEmpty {
      lines.append("index: " + titles.joined(separator: " "))
    }
    if let footer = tableFooterView, !footer.isHidden {
      lines.append(contentsOf: footer.renderLines())
    }
    return lines
  }

  private func headerText(_ section: Int) -> String? {
    if let view = delegate?.tableView(self, viewForHeaderInSection: section) {
      return view.renderInline()
    }
    return dataSource?.tableView(self, titleForHeaderInSection: section)
  }

  private func footerText(_ section: Int) -> String? {
    if let view = delegate?.tableView(self, viewForFooterInSection: section) {
      return view.renderInline()
    }
    return dataSource?.tableView(self, titleForFooterInSection: section)
  }
}
