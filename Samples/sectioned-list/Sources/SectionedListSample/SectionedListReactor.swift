import HeadlessReactor

/// The list screen's reactor: the two sections and the selected item.
public final class SectionedListReactor: Reactor {
  /// What the screen sends.
  public enum Action: Equatable, Codable {
    /// The user tapped the row at an index path.
    case select(IndexPath)
    /// Append an item to a section.
    case add(SampleSectionItem.SectionType, String)
  }

  /// What changes the state.
  public enum Mutation {
    /// The chosen item.
    case setSelected(String)
    /// Append an item to the section of a type.
    case append(SampleSectionItem.SectionType, String)
  }

  /// The sections shown and the last item chosen.
  public struct State: Equatable {
    /// Today's section, then this week's.
    public var sections: [SampleSectionItem]
    /// The last item the user selected, if any.
    public var selected: String?

    /// Creates a state.
    public init(sections: [SampleSectionItem], selected: String? = nil) {
      self.sections = sections
      self.selected = selected
    }
  }

  /// The first sections, nothing selected.
  public let initialState: State

  /// Creates the reactor with `today`'s and `week`'s items.
  public init(today: [String], week: [String]) {
    initialState = State(sections: [
      SampleSectionItem(sectionType: .today, items: today),
      SampleSectionItem(sectionType: .week, items: week),
    ])
  }

  /// The seed's data: `today0`…`today5` and `week0`…`week5`.
  public convenience init() {
    self.init(today: (0..<6).map { "today\($0)" }, week: (0..<6).map { "week\($0)" })
  }

  /// A selection becomes the item at that path (nothing for a path that
  /// does not exist); an item is appended unless it is blank or its
  /// section is not shown.
  public func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .select(let indexPath):
      let sections = currentState.sections
      guard sections.indices.contains(indexPath.section),
        sections[indexPath.section].items.indices.contains(indexPath.row)
      else { return .empty() }
      return .just(.setSelected(sections[indexPath.section].items[indexPath.row]))
    case .add(let type, let text):
      let text = text.trimmingCharacters(in: .whitespaces)
      guard !text.isEmpty, currentState.sections.contains(where: { $0.sectionType == type })
      else { return .empty() }
      return .just(.append(type, text))
    }
  }

  /// Applies a selection or an appended item.
  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setSelected(let item):
      state.selected = item
    case .append(let type, let text):
      if let index = state.sections.firstIndex(where: { $0.sectionType == type }) {
        state.sections[index].items.append(text)
      }
    }
    return state
  }
}
