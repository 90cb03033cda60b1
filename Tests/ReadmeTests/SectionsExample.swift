// swift-format-ignore-file
// A code block of the ReactorsAndLists article, verbatim (formatted as it shows it):
// DocumentationBlocksTests checks that it stays so.

import Sections

struct FileItem: IdentifiableType, Equatable {
  var name: String
  var size: Int
  var identity: String { name }
}

typealias FileSection = AnimatableSectionModel<String, FileItem>

func update(from old: [FileSection], to new: [FileSection]) throws -> [FileSection] {
  let stages = try Diff.differencesForSectionedView(initialSections: old, finalSections: new)
  var shown = old
  for stage in stages {
    try stage.validate(against: shown)   // UIKit's rules: counts, ranges, duplicates
    shown = try stage.apply(to: shown)   // what performBatchUpdates would show
  }
  return shown
}
