import Foundation

/// Why a file operation did not happen.
public enum TextFileError: Error, Equatable, CustomStringConvertible {
  /// The name would leave the directory or is not a plain file name.
  case invalidName(String)
  /// A file of that name exists already.
  case alreadyExists(String)
  /// The file is gone: something outside the sample deleted it.
  case deletedOutside(String)
  /// The file system refused (the message says why).
  case failed(String)

  /// A sentence for the status line.
  public var description: String {
    switch self {
    case .invalidName(let name):
      return "'\(name)' is not a valid file name (no '/', no '..', not empty)"
    case .alreadyExists(let name): return "\(name) exists already"
    case .deletedOutside(let name): return "\(name) was deleted outside the sample"
    case .failed(let message): return message
    }
  }
}

/// Creates, rewrites, renames and deletes the `.txt` files of one
/// directory, and never anything outside it: names with `/`, `\`, `..`
/// or a NUL are refused, and only files directly in the directory are
/// touched.
///
/// Threading: not synchronized; use it from one thread at a time.
public final class TextFileManager {
  /// The directory whose `.txt` files are managed.
  public let directory: URL
  private let fileManager = FileManager.default

  /// Manages `directory`, creating it when it does not exist.
  ///
  /// - Throws: ``TextFileError/failed(_:)`` when it cannot be created or
  ///   is a file.
  public init(directory: URL) throws(TextFileError) {
    self.directory = directory.standardizedFileURL
    var isDirectory: ObjCBool = false
    if fileManager.fileExists(atPath: self.directory.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw .failed("\(self.directory.path) is not a directory")
      }
      return
    }
    do {
      try fileManager.createDirectory(at: self.directory, withIntermediateDirectories: true)
    } catch {
      throw .failed("cannot create \(self.directory.path)")
    }
  }

  /// The `.txt` files of the directory, by name.
  public func fetchAllTextFilesURL() -> [URL] {
    let names = (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".txt") }.sorted()
      .map { directory.appendingPathComponent($0) }
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
    guard !fileManager.fileExists(atPath: url.path) else {
      throw .alreadyExists(url.lastPathComponent)
    }
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
      guard !fileManager.fileExists(atPath: destination.path) else {
        throw .alreadyExists(destination.lastPathComponent)
      }
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

  /// Reads `file`'s text, or `nil` when it is gone or unreadable.
  public func text(of file: URL) -> String? {
    try? String(contentsOf: file, encoding: .utf8)
  }

  /// `file`, once checked to be an existing file of the directory.
  private func checkedExisting(_ file: URL) throws(TextFileError) -> URL {
    let url = file.standardizedFileURL
    guard url.deletingLastPathComponent().path == directory.path, url.pathExtension == "txt"
    else { throw .invalidName(url.lastPathComponent) }
    guard fileManager.fileExists(atPath: url.path) else {
      throw .deletedOutside(url.lastPathComponent)
    }
    return url
  }

  private func write(_ text: String, to url: URL) throws(TextFileError) {
    do {
      try text.write(to: url, atomically: true, encoding: .utf8)
    } catch {
      throw .failed("cannot write \(url.lastPathComponent)")
    }
  }
}
