import HeadlessReactor

/// The text files screen's reactor: each action changes the files through
/// the ``RxDataSourceManager`` and shows its new sections and a status.
///
/// When the directory is read (at start and on `.reload`), the status also
/// names the `.txt` entries not shown because they are symbolic links
/// leading outside the directory: `2 files; not shown: evil.txt (it links
/// outside the directory)`.
public final class TextFilesReactor: Reactor {
  /// What the screen sends.
  public enum Action: Equatable, Codable {
    /// Create `title.txt` with `text`.
    case create(title: String, text: String)
    /// Rename the file at `index` to `title.txt` and rewrite it with `text`.
    case modify(index: Int, title: String, text: String)
    /// Delete the file at `index`.
    case remove(index: Int)
    /// Read the directory again.
    case reload
  }

  /// What changes the state.
  public enum Mutation {
    /// Show the manager's sections.
    case setSections([TextFileSection])
    /// Show this status.
    case setStatus(String)
  }

  /// What the screen shows.
  public struct State: Equatable {
    /// The collection's sections.
    public var sections: [TextFileSection]
    /// What the last action did, or why it did not.
    public var status: String
  }

  /// The files found at start.
  public let initialState: State
  private let manager: RxDataSourceManager

  /// Creates the reactor showing `manager`'s files.
  public init(manager: RxDataSourceManager) {
    self.manager = manager
    let count = manager.fetchSectionModels().reduce(0) { $0 + $1.items.count }
    initialState = State(
      sections: manager.fetchSectionModels(),
      status: Self.describeCount(count) + Self.describeLinksOutside(manager.linksOutside))
  }

  /// Performs the file operation, then reports the sections and a status.
  public func mutate(action: Action) -> Observable<Mutation> {
    let status: String
    do {
      switch action {
      case .create(let title, let text):
        try manager.createFileData(title: title, context: text)
        status = "created \(title).txt"
      case .modify(let index, let title, let text):
        let old = manager.file(at: index)?.title
        try manager.modifyFileData(at: index, newTitle: title, newContext: text)
        status =
          old == title ? "rewrote \(title).txt" : "renamed \(old ?? "?").txt to \(title).txt"
      case .remove(let index):
        status = "deleted " + (try manager.removeFileData(at: index))
      case .reload:
        let gone = manager.reload()
        let count = manager.fetchSectionModels().reduce(0) { $0 + $1.items.count }
        status =
          (gone.isEmpty
            ? "reloaded: " + Self.describeCount(count)
            : gone.map { "\($0) was deleted outside the sample" }.joined(separator: "; "))
          + Self.describeLinksOutside(manager.linksOutside)
      }
    } catch {
      status = error.description
    }
    return .of(.setSections(manager.fetchSectionModels()), .setStatus(status))
  }

  /// Applies a mutation.
  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setSections(let sections): state.sections = sections
    case .setStatus(let status): state.status = status
    }
    return state
  }

  private static func describeCount(_ count: Int) -> String {
    count == 1 ? "1 file" : "\(count) files"
  }

  /// `; not shown: a.txt, b.txt (they link outside the directory)`, or
  /// nothing.
  private static func describeLinksOutside(_ names: [String]) -> String {
    guard !names.isEmpty else { return "" }
    let pronoun = names.count == 1 ? "it links" : "they link"
    return "; not shown: \(names.joined(separator: ", ")) (\(pronoun) outside the directory)"
  }
}
