import Foundation
import Platform

/// Whether `assertRender(_:)` records when its `record` argument is
/// `nil`: the environment variable `HEADLESS_RECORD_RENDER` set to `1`,
/// `true` or `all` (any case).
enum RenderRecordingSwitch {
  static let environmentVariable = "HEADLESS_RECORD_RENDER"

  /// Whether `value` of the environment variable turns recording on.
  static func isOn(_ value: String?) -> Bool {
    guard let value else { return false }
    return ["1", "true", "all"].contains(value.lowercased())
  }

  /// Whether the process's environment turns recording on; read at each
  /// call, so that a test can set it.
  static var isOnInEnvironment: Bool {
    isOn(ProcessInfo.processInfo.environment[environmentVariable])
  }
}

/// Writes recorded renders into test files, for every `assertRender` call
/// of a run.
///
/// Positions (`#line`, `#column`) name the source as it was compiled; once a
/// render is written, the lines after it move. So the recorder keeps, per
/// file, the text it first read and the table of edits made since, each in
/// the first text's coordinates: every new edit is found in that text (a
/// later call's position stays true however many lines earlier recordings
/// added), replaces an earlier edit of the same call, and the file is
/// rewritten as the first text with all its edits. One lock guards the
/// table, since Swift Testing runs tests in parallel.
///
/// Nothing is written unless the call is found unambiguously, and never
/// over a file that changed behind the recorder's back: one modified after
/// the test binary was built (its positions are not the compiled ones: a
/// previous recording run, an edit, another test process) or, once
/// recorded into, one whose content is no longer what the recorder wrote.
/// Writes are atomic (a temporary file renamed over the old one).
final class RenderRecorder: Sendable {
  /// Why a render was not written; the file is then untouched.
  enum Failure: Error, CustomStringConvertible {
    case unreadable(path: String)
    case newerThanBuild(path: String)
    case changedOnDisk(path: String)
    case overlapping(line: Int)
    case unwritable(path: String, reason: String)

    var description: String {
      switch self {
      case .unreadable(let path):
        return "cannot read \(path)"
      case .newerThanBuild(let path):
        return
          "\(path) changed after the tests were built; build and run again to record into it"
      case .changedOnDisk(let path):
        return "\(path) changed on disk since this run recorded into it"
      case .overlapping(let line):
        return "the call at line \(line) overlaps a render recorded earlier in this run"
      case .unwritable(let path, let reason):
        return "cannot write \(path): \(reason)"
      }
    }
  }

  /// The recorder of the test process: refuses files modified after the
  /// test binary was built.
  static let shared = RenderRecorder(builtAt: testBinaryModificationDate())

  private struct RecordedFile {
    /// The file as first read: the text `#line` and `#column` refer to.
    let original: String
    /// The edits made so far, in `original`'s coordinates.
    var edits: [RenderSourceRewriter.Edit]
    /// What the recorder last wrote.
    var written: String
  }

  private let builtAt: Date?
  private let files = LockedState<[String: RecordedFile]>([:])

  /// A recorder that refuses files modified after `builtAt` (no check when
  /// `nil`).
  init(builtAt: Date?) {
    self.builtAt = builtAt
  }

  /// Writes `actual` as the expected text of the `assertRender` call at
  /// `line` and `column` of the file at `path`.
  ///
  /// - Throws: ``Failure`` or ``RenderSourceRewriter/Failure``; the file is
  ///   then as it was.
  func record(_ actual: String, path: String, line: Int, column: Int) throws {
    try files.withLock { files in
      var file: RecordedFile
      if let known = files[path] {
        guard let onDisk = Self.read(path) else { throw Failure.unreadable(path: path) }
        guard onDisk == known.written else { throw Failure.changedOnDisk(path: path) }
        file = known
      } else {
        if let builtAt, let modified = Self.modificationDate(path), modified > builtAt {
          throw Failure.newerThanBuild(path: path)
        }
        guard let text = Self.read(path) else { throw Failure.unreadable(path: path) }
        file = RecordedFile(original: text, edits: [], written: text)
      }

      let edit = try RenderSourceRewriter.edit(
        source: file.original, line: line, column: column, actual: actual)
      var edits = file.edits.filter { $0.range != edit.range }
      guard !edits.contains(where: { Self.overlap($0.range, edit.range) }) else {
        throw Failure.overlapping(line: line)
      }
      edits.append(edit)
      let updated = RenderSourceRewriter.apply(edits, to: file.original)
      do {
        try Data(updated.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        throw Failure.unwritable(path: path, reason: "\(error)")
      }
      file.edits = edits
      file.written = updated
      files[path] = file
    }
  }

  /// Whether two edits touch the same bytes (an insertion counts as inside
  /// a range that strictly contains its point).
  private static func overlap(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
    if a.isEmpty || b.isEmpty {
      let (point, range) = a.isEmpty ? (a.lowerBound, b) : (b.lowerBound, a)
      return range.lowerBound < point && point < range.upperBound
    }
    return a.overlaps(b)
  }

  private static func read(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(data: data, encoding: .utf8)
  }

  private static func modificationDate(_ path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }

  /// When the running test binary was built; `nil` when unknown.
  private static func testBinaryModificationDate() -> Date? {
    #if canImport(Darwin)
      let executable = Bundle(for: RenderRecorder.self).executableURL
    #else
      let executable = Bundle.main.executableURL
    #endif
    return executable.flatMap { modificationDate($0.path) }
  }
}
