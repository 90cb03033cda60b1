extension TableView {
  /// The rendered table (see ``TableView/renderLines()``).
  func renderTable() -> [String] {
    var lines = refreshLines
    if let header = tableHeaderView, header.isShownInRender {
      lines.append(contentsOf: header.renderLines())
    }
    lines += engine.renderSections(
      header: headerText, footer: footerText, line: { $0.renderLine() })
    if let titles = dataSource?.sectionIndexTitles(for: self), !titles.isEmpty {
      lines.append("index: " + titles.joined(separator: " "))
    }
    if let footer = tableFooterView, footer.isShownInRender {
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
