import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is at a path, from `stat` (or `lstat`): checked before a file is
/// read or written (a recording, a sample's JSON), so that reading neither
/// hangs (a FIFO) nor never ends (`/dev/zero`), and writing replaces only a
/// regular file.
package enum FileKind: Equatable {
  case regular, directory, symbolicLink, fifo, characterDevice, blockDevice, socket, other

  /// The kind at `path`, `nil` when nothing is there.
  package init?(atPath path: String, followingLinks: Bool) {
    var status = stat()
    let result = followingLinks ? stat(path, &status) : lstat(path, &status)
    guard result == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .directory
    case S_IFLNK: self = .symbolicLink
    case S_IFIFO: self = .fifo
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFSOCK: self = .socket
    default: self = .other
    }
  }

  /// `a directory`, `a FIFO`, …
  package var phrase: String {
    switch self {
    case .regular: return "a regular file"
    case .directory: return "a directory"
    case .symbolicLink: return "a symbolic link"
    case .fifo: return "a FIFO (named pipe)"
    case .characterDevice: return "a character device"
    case .blockDevice: return "a block device"
    case .socket: return "a socket"
    case .other: return "a special file"
    }
  }
}

extension FileKind {
  /// Why `url` cannot be read as a regular file, in words (`it is a
  /// directory, not a regular file`, `no such file`), or `nil`.
  package static func readProblem(_ url: URL) -> String? {
    let path = url.path
    switch FileKind(atPath: path, followingLinks: true) {
    case nil:
      if FileKind(atPath: path, followingLinks: false) == .symbolicLink {
        return "it is a symbolic link to nothing"
      }
      return "no such file"
    case .regular?:
      return access(path, R_OK) == 0 ? nil : "it cannot be read (permission denied)"
    case let kind?:
      return "it is \(kind.phrase), not a regular file"
    }
  }

  /// Why a file cannot be written at `url`, replacing what is there, in
  /// words, or `nil`: only nothing or a regular file may be there (never a
  /// directory, a symbolic link, a device or a FIFO), in a directory that
  /// exists and can be written.
  package static func writeProblem(_ url: URL) -> String? {
    let path = url.path
    if let kind = FileKind(atPath: path, followingLinks: false) {
      guard kind == .regular else { return "it is \(kind.phrase), not a regular file" }
      guard access(path, W_OK) == 0 else { return "it cannot be written (permission denied)" }
    }
    let directory = url.deletingLastPathComponent().path
    switch FileKind(atPath: directory, followingLinks: true) {
    case nil:
      return "its directory \(directory) does not exist"
    case .directory?:
      return access(directory, W_OK) == 0
        ? nil : "its directory \(directory) cannot be written (permission denied)"
    case let kind?:
      return "\(directory) is \(kind.phrase), not a directory"
    }
  }
}

/// Why a file could not be read or written, in words (`it is a directory,
/// not a regular file`); the caller names the file.
package struct FileProblem: Error, Equatable {
  package var reason: String
}

extension FileKind {
  /// The contents of the regular file at `url`, checked first
  /// (``readProblem(_:)``): reading neither hangs (a FIFO) nor never ends
  /// (`/dev/zero`).
  package static func contents(of url: URL) throws(FileProblem) -> Data {
    if let reason = readProblem(url) { throw FileProblem(reason: reason) }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw FileProblem(reason: (error as NSError).localizedDescription)
    }
  }

  /// Writes `data` to `url` atomically (the file is either all of `data`
  /// or untouched), replacing only nothing or a regular file
  /// (``writeProblem(_:)``).
  package static func write(_ data: Data, to url: URL) throws(FileProblem) {
    if let reason = writeProblem(url) { throw FileProblem(reason: reason) }
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      throw FileProblem(reason: (error as NSError).localizedDescription)
    }
  }
}
