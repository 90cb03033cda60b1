import Foundation
import HeadlessReactor
import SampleSupport

/// The text-files sample: real `.txt` files of one directory in an animated
/// collection; create, modify (rename + rewrite) and remove them.
@MainActor
public final class TextFilesApp: Sample {
  /// `text-files`.
  public static let name = "text-files"
  /// What the sample shows.
  public static let summary =
    "real .txt files of a directory in an animated collection, kept by a manager object"

  /// `--dir <path>`.
  public static let options = [
    SampleOption(
      "--dir", value: "<path>", isPath: true,
      summary: "work on the .txt files of this directory (created when missing, kept on exit) "
        + "instead of a temporary one (removed on exit, Ctrl-C included)")
  ]

  /// The screen, in a window.
  public let screen: ViewController
  /// The screen's reactor.
  public let reactor: TextFilesReactor
  /// The directory whose files are shown.
  public let directory: URL
  /// Whether ``directory`` is a temporary one the sample made (without
  /// `--dir`): ``finish()`` removes it.
  public let isTemporary: Bool
  private let window: Window

  /// Creates the sample on `--dir <path>` (created when missing, kept at
  /// the end), or on a fresh temporary directory (removed by ``finish()``).
  ///
  /// - Throws: ``SampleError`` (exit code 2) for a wrong argument or a
  ///   directory that cannot be used.
  public init(arguments: [String] = []) throws {
    let directory = try SampleArguments(arguments, of: Self.self).value(of: "--dir")
      .map { URL(fileURLWithPath: $0, isDirectory: true) }
    let chosen =
      directory
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("text-files-\(UUID().uuidString)", isDirectory: true)
    let files: TextFileManager
    do {
      files = try TextFileManager(directory: chosen)
    } catch {
      throw SampleError("cannot use the directory: \(error)", exitCode: 2)
    }
    self.directory = files.directory
    isTemporary = directory == nil
    reactor = TextFilesReactor(manager: RxDataSourceManager(txtFileManager: files))
    let controller = MainViewController()
    controller.reactor = reactor
    screen = controller
    window = .makeKeyAndVisible(showing: controller)
  }

  /// The screen's reactor.
  public var recordedReactor: (any Reactor)? { reactor }

  /// `working in <directory>`, saying whether it is removed at the end.
  public var startMessage: String? {
    "working in \(directory.path)"
      + (isTemporary ? " (a temporary directory, removed on exit)" : "")
  }

  /// Removes the temporary directory the sample made, with its files; a
  /// directory given with `--dir` is left as it is.
  public func finish() {
    guard isTemporary else { return }
    try? FileManager.default.removeItem(at: directory)
  }

  /// Removes the temporary directory, when the process is interrupted
  /// (Ctrl-C) instead of ending with `quit` or the end of the input.
  public var interruptCleanup: (@Sendable () -> Void)? {
    guard isTemporary else { return nil }
    let directory = directory
    return { try? FileManager.default.removeItem(at: directory) }
  }

  /// Create two files, modify one, try a name outside the directory,
  /// remove one, reload.
  public let scenario = [
    "create groceries milk, eggs", "create todo write the sample",
    "modify 1 shopping milk, eggs, bread", "create ../escape nope", "remove 0", "reload",
  ]

  /// `create`, `modify`, `remove` and `reload`.
  public var commands: [SampleCommand] {
    let reactor = reactor
    return [
      SampleCommand(
        "create", usage: "create <name> <text...>", summary: "write a new file <name>.txt"
      ) { words throws(SampleCommandError) in
        guard words.count >= 2 else { throw .usage("create <name> <text...>") }
        reactor.action.onNext(
          .create(title: words[0], text: words.dropFirst().joined(separator: " ")))
      },
      SampleCommand(
        "modify", usage: "modify <index> <new name> <text...>",
        summary: "rename a file and rewrite it"
      ) { words throws(SampleCommandError) in
        guard words.count >= 3, let index = Int(words[0]) else {
          throw .usage("modify <index> <new name> <text...>")
        }
        reactor.action.onNext(
          .modify(index: index, title: words[1], text: words.dropFirst(2).joined(separator: " ")))
      },
      SampleCommand("remove", usage: "remove <index>", summary: "delete a file") {
        words throws(SampleCommandError) in
        let index = try SampleCommand.integers(words, 1, usage: "remove <index>")[0]
        reactor.action.onNext(.remove(index: index))
      },
      SampleCommand("reload", usage: "reload", summary: "read the directory again") {
        words throws(SampleCommandError) in
        guard words.isEmpty else { throw .usage("reload") }
        reactor.action.onNext(.reload)
      },
    ]
  }
}
