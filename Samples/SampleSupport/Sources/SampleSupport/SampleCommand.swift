import HeadlessReactor

/// A command a sample understands, in its scenario and interactively.
public struct SampleCommand {
  /// The first word (`tap`).
  public let name: String
  /// How to write it (`tap <button title>`).
  public let usage: String
  /// What it does.
  public let summary: String
  /// Runs it with the words after the name.
  public let run: @MainActor ([String]) throws(SampleCommandError) -> Void
  /// Whether it only works the screen's views, as a user's touch does (a
  /// tap, a scroll, a switch), so that `--replay` may do it again where it
  /// sent no recorded action. A replay never runs any other command named
  /// in a recording: a crafted one could name anything.
  public let isViewCommand: Bool

  /// Creates a command; `isViewCommand` when it only works the screen's
  /// views.
  public init(
    _ name: String, usage: String, summary: String, isViewCommand: Bool = false,
    run: @escaping @MainActor ([String]) throws(SampleCommandError) -> Void
  ) {
    self.name = name
    self.usage = usage
    self.summary = summary
    self.isViewCommand = isViewCommand
    self.run = run
  }
}

/// A command that could not run: printed as one line (`error: …`), and the
/// sample goes on.
public enum SampleCommandError: Error, Equatable, CustomStringConvertible {
  /// No command has this name.
  case unknown(String)
  /// The arguments do not match the usage.
  case usage(String)
  /// The command was understood but cannot be done now (the message says
  /// why).
  case failed(String)

  /// What was wrong.
  public var description: String {
    switch self {
    case .unknown(let name): return "unknown command '\(name)' (type 'help' for the list)"
    case .usage(let usage): return "usage: \(usage)"
    case .failed(let message): return message
    }
  }
}

extension SampleCommand {
  /// Parses `words` as `count` integers, or throws the usage.
  public static func integers(_ words: [String], _ count: Int, usage: String)
    throws(SampleCommandError) -> [Int]
  {
    let numbers = words.compactMap(Int.init)
    guard words.count == count, numbers.count == count else { throw .usage(usage) }
    return numbers
  }

  /// The commands every screen understands, working on the views of
  /// `sample`'s screen: its buttons by title, its first text field, and its
  /// first table or collection. All are view commands but `wait`.
  @MainActor
  public static func standard(for sample: Sample) -> [SampleCommand] {
    let screen = { sample.screen }
    return [
      SampleCommand(
        "tap", usage: "tap <button title>", summary: "tap the button with that title",
        isViewCommand: true
      ) { words throws(SampleCommandError) in
        let title = words.joined(separator: " ")
        guard !title.isEmpty else { throw .usage("tap <button title>") }
        guard
          let button = screen().view.firstSubview(
            Button.self,
            where: {
              $0.currentTitle?.lowercased() == title.lowercased()
            })
        else { throw .failed("no button titled '\(title)' on the screen") }
        guard button.isEnabled else { throw .failed("the button '\(title)' is disabled") }
        button.tap()
      },
      SampleCommand(
        "type", usage: "type <text>", summary: "type into the text field", isViewCommand: true
      ) {
        words throws(SampleCommandError) in
        guard !words.isEmpty else { throw .usage("type <text>") }
        guard let field = screen().view.firstSubview(TextField.self) else {
          throw .failed("there is no text field on the screen")
        }
        field.type(words.joined(separator: " "))
      },
      SampleCommand(
        "clear", usage: "clear", summary: "clear the text field", isViewCommand: true
      ) {
        _ throws(SampleCommandError) in
        guard let field = screen().view.firstSubview(TextField.self) else {
          throw .failed("there is no text field on the screen")
        }
        field.clear()
      },
      SampleCommand(
        "toggle", usage: "toggle <section> <row>", summary: "flip the switch in a row",
        isViewCommand: true
      ) { words throws(SampleCommandError) in
        let path = try indexPath(words, usage: "toggle <section> <row>")
        guard let cell = try list(screen()).cell(at: path) else {
          throw .failed("row \(path.row) of section \(path.section) is not shown")
        }
        guard let toggle = cell.firstSubview(Switch.self) else {
          throw .failed("row \(path.row) of section \(path.section) has no switch")
        }
        toggle.toggle()
      },
      SampleCommand(
        "select", usage: "select <section> <row>", summary: "tap a row", isViewCommand: true
      ) {
        words throws(SampleCommandError) in
        let path = try indexPath(words, usage: "select <section> <row>")
        try list(screen()).select(path)
      },
      SampleCommand(
        "delete", usage: "delete <section> <row>", summary: "swipe a row away and delete it",
        isViewCommand: true
      ) { words throws(SampleCommandError) in
        let path = try indexPath(words, usage: "delete <section> <row>")
        try list(screen()).delete(path)
      },
      SampleCommand(
        "move", usage: "move <section> <row> <to section> <to row>", summary: "drag a row",
        isViewCommand: true
      ) { words throws(SampleCommandError) in
        let usage = "move <section> <row> <to section> <to row>"
        let numbers = try integers(words, 4, usage: usage)
        try list(screen()).move(
          IndexPath(row: numbers[1], section: numbers[0]),
          IndexPath(row: numbers[3], section: numbers[2]))
      },
      SampleCommand(
        "scroll", usage: "scroll <row>", summary: "scroll so that a row is at the top",
        isViewCommand: true
      ) { words throws(SampleCommandError) in
        let offset = try integers(words, 1, usage: "scroll <row>")[0]
        try list(screen()).scroll(to: offset)
      },
      SampleCommand("wait", usage: "wait <seconds>", summary: "let time pass (delays, debounces)") {
        words throws(SampleCommandError) in
        guard words.count == 1, let seconds = Double(words[0]), seconds >= 0, seconds <= 60 else {
          throw .usage("wait <seconds>")
        }
        MainLoop.run(for: seconds)
      },
    ]
  }

  private static func indexPath(_ words: [String], usage: String) throws(SampleCommandError)
    -> IndexPath
  {
    let numbers = try integers(words, 2, usage: usage)
    return IndexPath(row: numbers[1], section: numbers[0])
  }

  @MainActor
  private static func list(_ screen: ViewController) throws(SampleCommandError) -> ListView {
    if let table = screen.view.firstSubview(TableView.self) { return .table(table) }
    if let collection = screen.view.firstSubview(CollectionView.self) {
      return .collection(collection)
    }
    throw .failed("there is no list on the screen")
  }
}

/// The table or collection a standard command works on.
@MainActor
enum ListView {
  case table(TableView)
  case collection(CollectionView)

  func check(_ path: IndexPath) throws(SampleCommandError) {
    let sections = numberOfSections
    guard (0..<sections).contains(path.section) else {
      throw .failed("there is no section \(path.section) (there are \(sections))")
    }
    let count = numberOfRows(in: path.section)
    guard (0..<count).contains(path.row) else {
      throw .failed(
        "there is no row \(path.row) in section \(path.section) (it has \(count))")
    }
  }

  func cell(at path: IndexPath) throws(SampleCommandError) -> HeadlessView? {
    try check(path)
    switch self {
    case .table(let table): return table.cellForRow(at: path)
    case .collection(let collection): return collection.cellForItem(at: path)
    }
  }

  func select(_ path: IndexPath) throws(SampleCommandError) {
    try check(path)
    switch self {
    case .table(let table): table.selectRow(at: path)
    case .collection(let collection): collection.selectItem(at: path)
    }
  }

  func delete(_ path: IndexPath) throws(SampleCommandError) {
    try check(path)
    switch self {
    case .table(let table): table.commitDelete(at: path)
    case .collection: throw .failed("items of this list cannot be deleted by swiping")
    }
  }

  /// Drags the row at `from` to `to`, or says why it cannot: a
  /// destination outside the list, a list that does not allow moving the
  /// row, or a move the list did not make.
  func move(_ from: IndexPath, _ to: IndexPath) throws(SampleCommandError) {
    try check(from)
    let what = "row \(from.row) of section \(from.section)"
    guard (0..<numberOfSections).contains(to.section) else {
      throw .failed(
        "cannot move \(what): there is no section \(to.section) (there are \(numberOfSections))")
    }
    // As in UIKit, the destination is where the row ends up: within its
    // own section one of the rows there, in another one up to its end.
    let count = numberOfRows(in: to.section)
    let last = to.section == from.section ? count - 1 : count
    guard (0...last).contains(to.row) else {
      throw .failed(
        "cannot move \(what) to row \(to.row) of section \(to.section) "
          + "(rows 0 to \(last) are possible there)")
    }
    guard canMove(from) else {
      throw .failed("cannot move \(what): this list does not allow moving it")
    }
    var moved = false
    let subscription: Disposable
    switch self {
    case .table(let table):
      subscription = table.rx.itemMoved.subscribe(onNext: { _ in moved = true })
      table.moveRow(at: from, to: to)
    case .collection(let collection):
      subscription = collection.rx.itemMoved.subscribe(onNext: { _ in moved = true })
      collection.moveItem(at: from, to: to)
    }
    subscription.dispose()
    guard moved else { throw .failed("cannot move \(what): the list did not move it") }
  }

  private var numberOfSections: Int {
    switch self {
    case .table(let table): return table.numberOfSections
    case .collection(let collection): return collection.numberOfSections
    }
  }

  private func numberOfRows(in section: Int) -> Int {
    switch self {
    case .table(let table): return table.numberOfRows(inSection: section)
    case .collection(let collection): return collection.numberOfItems(inSection: section)
    }
  }

  private func canMove(_ path: IndexPath) -> Bool {
    switch self {
    case .table(let table):
      return table.dataSource?.tableView(table, canMoveRowAt: path) ?? false
    case .collection(let collection):
      return collection.dataSource?.collectionView(collection, canMoveItemAt: path) ?? false
    }
  }

  func scroll(to offset: Int) throws(SampleCommandError) {
    guard offset >= 0 else { throw .usage("scroll <row>") }
    switch self {
    case .table(let table): table.scrollOffset = offset
    case .collection(let collection): collection.scrollOffset = offset
    }
  }
}

extension HeadlessView {
  /// The first view of type `T` in this hierarchy (depth first, this view
  /// included) that satisfies `condition`.
  public func firstSubview<T: HeadlessView>(
    _ type: T.Type, where condition: (T) -> Bool = { _ in true }
  ) -> T? {
    if let match = self as? T, condition(match) { return match }
    for subview in subviews {
      if let found = subview.firstSubview(type, where: condition) { return found }
    }
    return nil
  }
}
