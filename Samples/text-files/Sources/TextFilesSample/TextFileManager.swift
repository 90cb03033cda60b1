import Foundation

/// Why a file operation did not happen.
public enum TextFileError: Error, Equatable, CustomStringConvertible {
  /// The name would leave the directory or is not a plain file name.
  case invalidName(String)
  /// A file of that name exists already.
  case alreadyExists(String)
  /// The file is gone: something outside the sample deleted it.
  case deletedOutside(String)
  /// The file is a symbolic link to something outside the directory: it
  /// is neither read nor changed.
  case outsideDirectory(String)
  /// The file system refused (the message says why).
  case failed(String)

  /// A sentence for the status line.
  public var description: String {
    switch self {
    case .invalidName(let name):
      return "'\(name)' is not a valid file name (no '/', no '..', not empty)"
    case .alreadyExists(let name): return "\(name) exists already"
    case .deletedOutside(let name): return "\(name) was deleted outside the sample"
    case .outsideDirectory(let name): return "\(name) links outside the directory"
    case .failed(let message): return message
    }
  }
}

/// Creates, rewrites, renames and deletes the `.txt` files of one
/// directory, and never anything outside it: names with `/`, `\`, `..`
/// or a NUL are refused, and only files directly in the directory are
/// touched.
///
/// Nothing outside the directory is read either: the directory's symbolic
/// links are resolved once, at creation (``directory`` is where the files
/// really are), and an entry that is a symbolic link is followed only when
/// it leads to a file inside the directory; one leading outside (or
/// nowhere) is not listed by ``fetchAllTextFilesURL()``, is reported by
/// ``listTextFiles()``, and is neither read nor changed.
///
/// Threading: not synchronized; use it from one thread at a time.
public final class TextFileManager {
  /// The directory whose `.txt` files are managed, with its symbolic links
  /// resolved: a link given as the directory is replaced by its target.
  public let directory: URL
  private let fileManager = FileManager.default

  /// Manages `directory` (a symbolic link to a directory is followed),
  /// creating it when it does not exist.
  ///
  /// - Throws: ``TextFileError/failed(_:)`` when it cannot be created or
  ///   is a file.
  public init(directory: URL) throws(TextFileError) {
    let given = directory.standardizedFileURL
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: given.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { throw .failed("\(given.path) is not a directory") }
    } else {
      do {
        try FileManager.default.createDirectory(at: given, withIntermediateDirectories: true)
      } catch {
        throw .failed("cannot create \(given.path)")
      }
    }
    // Resolved once, now that it exists: files are checked against (and
    // written to) where the directory really is.
    self.directory = given.resolvingSymlinksInPath()
  }

  /// The `.txt` files of the directory, by name; an entry leading outside
  /// the directory (a symbolic link) is left out.
  public func fetchAllTextFilesURL() -> [URL] {
    listTextFiles().files
  }

  /// The `.txt` entries of the directory, by name: the files, and the
  /// names of the entries left out because they are symbolic links leading
  /// outside the directory, or nowhere (they are never read).
  public func listTextFiles() -> (files: [URL], outside: [String]) {
    let names = (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
    var files: [URL] = []
    var outside: [String] = []
    for name in names.filter({ $0.hasSuffix(".txt") }).sorted() {
      let url = directory.appendingPathComponent(name)
      if resolvedInside(url) == nil { outside.append(name) } else { files.append(url) }
    }
    return (files, outside)
  }

  /// The file named `title` + `.txt` in the directory.
  ///
  /// - Throws: ``TextFileError/invalidName(_:)`` for a name that is not a
  ///   plain file name.
  public func url(forTitle title: String) throws(TextFileError) -> URL {
    let isPlain =
      !title.isEmpty && title != "." && !title.contains("/") && !title.contains("\\")
      && !title.contains("..") && !title.contains("\u{0}")
    guard isPlain else { throw .invalidName(title) }
    let url = directory.appendingPathComponent(title + ".txt").standardizedFileURL
    // Belt and braces: the file must be directly inside the directory.
    guard url.deletingLastPathComponent().path == directory.path else {
      throw .invalidName(title)
    }
    return url
  }

  /// Writes a new file `title.txt` with `text`.
  ///
  /// - Throws: ``TextFileError`` when the name is invalid or taken, or the
  ///   write fails.
  @discardableResult
  public func createTextFile(title: String, text: String) throws(TextFileError) -> URL {
    let url = try url(forTitle: title)
    guard !entryExists(url) else { throw .alreadyExists(url.lastPathComponent) }
    try write(text, to: url)
    return url
  }

  /// Renames `file` to `title.txt` and rewrites it with `text`.
  ///
  /// - Throws: ``TextFileError/deletedOutside(_:)`` when `file` is gone;
  ///   other ``TextFileError``s for an invalid or taken name.
  @discardableResult
  public func modifyTextFile(_ file: URL, title: String, text: String) throws(TextFileError)
    -> URL
  {
    let source = try checkedExisting(file)
    let destination = try url(forTitle: title)
    if destination != source {
      guard !entryExists(destination) else { throw .alreadyExists(destination.lastPathComponent) }
      do {
        try fileManager.moveItem(at: source, to: destination)
      } catch {
        throw .failed("cannot rename \(source.lastPathComponent)")
      }
    }
    try write(text, to: destination)
    return destination
  }

  /// Deletes `file`.
  ///
  /// - Throws: ``TextFileError/deletedOutside(_:)`` when it is gone already.
  public func removeTextFile(_ file: URL) throws(TextFileError) {
    let url = try checkedExisting(file)
    do {
      try fileManager.removeItem(at: url)
    } catch {
      throw .failed("cannot delete \(url.lastPathComponent)")
    }
  }

  /// Reads `file`'s text, or `nil` when it is gone or unreadable, or
  /// leads outside the directory (a symbolic link).
  public func text(of file: URL) -> String? {
    guard let resolved = resolvedInside(file) else { return nil }
    return try? String(contentsOf: resolved, encoding: .utf8)
  }

  /// `file`, once checked to be an existing file of the directory (not a
  /// symbolic link leading outside it).
  private func checkedExisting(_ file: URL) throws(TextFileError) -> URL {
    let url = file.standardizedFileURL
    guard url.deletingLastPathComponent().path == directory.path, url.pathExtension == "txt"
    else { throw .invalidName(url.lastPathComponent) }
    guard fileManager.fileExists(atPath: url.path) else {
      throw .deletedOutside(url.lastPathComponent)
    }
    guard resolvedInside(url) != nil else { throw .outsideDirectory(url.lastPathComponent) }
    return url
  }

  /// `file` with its symbolic links resolved, when that is inside the
  /// directory; `nil` when it is outside, or is a link that leads nowhere
  /// (a missing target is not resolved: it could appear anywhere).
  private func resolvedInside(_ file: URL) -> URL? {
    let resolved = file.standardizedFileURL.resolvingSymlinksInPath()
    let inside = directory.path == "/" ? "/" : directory.path + "/"
    guard resolved.path.hasPrefix(inside), !isSymbolicLink(resolved) else { return nil }
    return resolved
  }

  /// Whether there is an entry at `url`, even a link that leads nowhere.
  private func entryExists(_ url: URL) -> Bool {
    (try? fileManager.attributesOfItem(atPath: url.path)) != nil
  }

  private func isSymbolicLink(_ url: URL) -> Bool {
    let attributes = try? fileManager.attributesOfItem(atPath: url.path)
    return attributes?[.type] as? FileAttributeType == .typeSymbolicLink
  }

  private func write(_ text: String, to url: URL) throws(TextFileError) {
    do {
      try text.write(to: url, atomically: true, encoding: .utf8)
    } catch {
      throw .failed("cannot write \(url.lastPathComponent)")
    }
  }
}
