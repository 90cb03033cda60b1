import Foundation
import HeadlessReactor

/// Keeps the collection's sections in step with the files, as the seed's
/// manager does: each operation changes the files through a
/// ``TextFileManager``, then the sections.
///
/// Unlike the seed's, it is not a singleton (each screen gives it its
/// directory), and a file deleted behind its back is noticed: the
/// operation throws ``TextFileError/deletedOutside(_:)`` and the sections
/// are read again from the directory, so they stay consistent. A `.txt`
/// entry that is a symbolic link leading outside the directory is not
/// shown (nor read): ``linksOutside`` names it.
///
/// Threading: not synchronized; the screen's reactor uses it serially.
public final class RxDataSourceManager {
  /// The files.
  public let txtFileManager: TextFileManager
  /// The `.txt` entries left out when the directory was last read: symbolic
  /// links leading outside it, by name.
  public private(set) var linksOutside: [String] = []
  private var mainSection: TextFileSection

  /// Manages the files of `txtFileManager`'s directory, reading them now.
  public init(txtFileManager: TextFileManager) {
    self.txtFileManager = txtFileManager
    mainSection = TextFileSection(header: "Main", items: [])
    fetchFileDatas()
  }

  /// The current sections.
  public func fetchSectionModels() -> [TextFileSection] { [mainSection] }

  /// The file at `index` of the main section.
  public func file(at index: Int) -> TxtFileDTO? {
    guard mainSection.items.indices.contains(index) else { return nil }
    switch mainSection.items[index] {
    case .textFile(let file): return file
    }
  }

  /// Creates `title.txt`, shown first.
  ///
  /// - Throws: ``TextFileError`` when the file cannot be created.
  public func createFileData(title: String, context: String) throws(TextFileError) {
    let url = try txtFileManager.createTextFile(title: title, text: context)
    let item = CellModel.textFile(TxtFileDTO(fileURL: url, title: title, subText: context))
    mainSection = TextFileSection(original: mainSection, items: [item] + mainSection.items)
  }

  /// Renames and rewrites the file at `index`; it moves to the top.
  ///
  /// - Throws: ``TextFileError``; for a file deleted outside, the sections
  ///   are read again first.
  public func modifyFileData(at index: Int, newTitle: String, newContext: String)
    throws(TextFileError)
  {
    guard let file = file(at: index) else { throw .failed("there is no file \(index)") }
    let url: URL
    do {
      url = try txtFileManager.modifyTextFile(file.fileURL, title: newTitle, text: newContext)
    } catch {
      if case .deletedOutside = error { fetchFileDatas() }
      throw error
    }
    let others = mainSection.items.filter { $0 != .textFile(file) }
    let item = CellModel.textFile(TxtFileDTO(fileURL: url, title: newTitle, subText: newContext))
    mainSection = TextFileSection(original: mainSection, items: [item] + others)
  }

  /// Deletes the file at `index`.
  ///
  /// - Returns: the deleted file's name.
  /// - Throws: ``TextFileError``; for a file deleted outside, the sections
  ///   are read again first.
  @discardableResult
  public func removeFileData(at index: Int) throws(TextFileError) -> String {
    guard let file = file(at: index) else { throw .failed("there is no file \(index)") }
    do {
      try txtFileManager.removeTextFile(file.fileURL)
    } catch {
      if case .deletedOutside = error { fetchFileDatas() }
      throw error
    }
    mainSection.items.remove(at: index)
    return file.fileURL.lastPathComponent
  }

  /// Reads the directory again: files changed outside are updated, files
  /// deleted outside leave, new ones are added at the end (by name), and
  /// files replaced by links leading outside leave (in ``linksOutside``).
  ///
  /// - Returns: the names of the files that were shown and are gone (not
  ///   those now in ``linksOutside``).
  @discardableResult
  public func reload() -> [String] {
    let before = mainSection.items
    fetchFileDatas()
    let now = Set(mainSection.items.map(\.identity))
    let outside = Set(linksOutside)
    return before.filter { !now.contains($0.identity) }.map {
      switch $0 {
      case .textFile(let file): return file.fileURL.lastPathComponent
      }
    }
    .filter { !outside.contains($0) }
  }

  /// Reads every file of the directory, keeping the order of those already
  /// shown; links leading outside it are left out, in ``linksOutside``.
  private func fetchFileDatas() {
    var found: [String: CellModel] = [:]
    var order: [String] = []
    let listing = txtFileManager.listTextFiles()
    linksOutside = listing.outside
    for url in listing.files {
      guard let content = txtFileManager.text(of: url) else { continue }
      let title = String(url.lastPathComponent.dropLast(".txt".count))
      let item = CellModel.textFile(TxtFileDTO(fileURL: url, title: title, subText: content))
      found[item.identity] = item
      order.append(item.identity)
    }
    let kept = mainSection.items.compactMap { found[$0.identity] }
    let shown = Set(kept.map(\.identity))
    let added = order.filter { !shown.contains($0) }.compactMap { found[$0] }
    mainSection = TextFileSection(original: mainSection, items: kept + added)
  }
}
