import HeadlessReactor

/// The settings screen's reactor: every parameter's value and every
/// switch's state.
public final class ConfigViewReactor: Reactor {
  /// What the screen sends.
  public enum Action: Equatable, Sendable, Codable {
    /// A switch row was flipped to a state.
    case setSwitch(ConfigItem, Bool)
    /// A parameter was given a value.
    case setParameter(ConfigItem, Int)
  }

  /// What changes the state.
  public enum Mutation: Sendable {
    /// Turn a switch on or off.
    case setSwitch(ConfigItem, Bool)
    /// Store a parameter's value.
    case setParameter(ConfigItem, Int)
  }

  /// The settings.
  public struct State: Equatable, Sendable {
    /// Each parameter's value.
    public var parameters: [ConfigItem: Int]
    /// The switches that are on.
    public var enabled: Set<ConfigItem>
    /// The table's sections (always the same rows; the values are above).
    public var sections: [ConfigViewSectionModel] { configSections() }

    /// Creates settings.
    public init(parameters: [ConfigItem: Int], enabled: Set<ConfigItem>) {
      self.parameters = parameters
      self.enabled = enabled
    }

    /// Practice, 120 bpm, 60 s, 3 tries, 10 questions, C3 to C5, piano
    /// 80%, metronome 50%; ascending, quarter notes, thirds, fifths and
    /// octaves on.
    public static let defaults = State(
      parameters: [
        .gameMode: 0, .tempo: 120, .timeLimit: 60, .tries: 3, .counts: 10, .lowest: 48,
        .highest: 72, .pianoVolume: 80, .metronomeVolume: 50,
      ],
      enabled: [.ascend, .quarterNote, .minThird, .third, .fifth, .octave])

    /// A parameter's value as shown (`120 bpm`); `nil` for a switch.
    public func displayValue(of item: ConfigItem) -> String? {
      parameters[item].map(item.format)
    }

    /// Whether a switch row is on.
    public func isOn(_ item: ConfigItem) -> Bool { enabled.contains(item) }

    /// How many switches of a section are on.
    public func enabledCount(in section: ConfigViewSection) -> Int {
      enabled.filter { $0.section == section }.count
    }
  }

  /// The settings at start.
  public let initialState: State

  /// Creates the reactor with `state` (default ``State/defaults``).
  public init(state: State = .defaults) {
    initialState = state
  }

  /// A switch action for a switch row and a parameter action within the
  /// parameter's range are applied; anything else is ignored.
  public func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .setSwitch(let item, let isOn):
      guard item.isSwitch, currentState.isOn(item) != isOn else { return .empty() }
      return .just(.setSwitch(item, isOn))
    case .setParameter(let item, let value):
      guard let range = item.range, range.contains(value) else { return .empty() }
      return .just(.setParameter(item, value))
    }
  }

  /// Applies a switch or a value.
  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setSwitch(let item, true): state.enabled.insert(item)
    case .setSwitch(let item, false): state.enabled.remove(item)
    case .setParameter(let item, let value): state.parameters[item] = value
    }
    return state
  }
}
