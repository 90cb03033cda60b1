import Foundation
import HeadlessReactor

/// A text file as the list shows it: where it is, its name without
/// `.txt`, and its text.
public struct TxtFileDTO: Equatable, Sendable {
  /// The file.
  public let fileURL: URL
  /// Its name without the `.txt` extension.
  public let title: String
  /// Its text.
  public let subText: String

  /// Creates a file's description.
  public init(fileURL: URL, title: String, subText: String) {
    self.fileURL = fileURL
    self.title = title
    self.subText = subText
  }
}

extension TxtFileDTO: CustomReflectable {
  /// The file's name rather than its whole URL: a state dump (a trace, a
  /// test failure, a recording) does not depend on where the directory
  /// is, so a session recorded in one temporary directory replays in
  /// another.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["file": fileURL.lastPathComponent, "title": title, "subText": subText],
      displayStyle: .struct)
  }
}

/// A cell of the collection: one case per kind of cell (the seed's shape;
/// there is one kind, text files).
public enum CellModel: Equatable, Sendable {
  /// A text file's cell.
  case textFile(TxtFileDTO)
}

extension CellModel: IdentifiableType {
  /// The file's path: a file keeps its cell while it is rewritten, and a
  /// renamed file is another item (its old cell leaves, the new one comes
  /// in). Unlike the seed's constant identity, the animated data source can
  /// diff these.
  public var identity: String {
    switch self {
    case .textFile(let file): return file.fileURL.standardizedFileURL.path
    }
  }
}

/// The collection's one section of files, under a header.
public struct TextFileSection: Equatable, Sendable {
  /// The header ("Main").
  public var header: String
  /// The files, newest first.
  public var items: [CellModel]

  /// Creates a section.
  public init(header: String, items: [CellModel]) {
    self.header = header
    self.items = items
  }
}

extension TextFileSection: AnimatableSectionModelType {
  /// The header.
  public var identity: String { header }

  /// The same section with other cells.
  public init(original: TextFileSection, items: [CellModel]) {
    self = original
    self.items = items
  }
}
