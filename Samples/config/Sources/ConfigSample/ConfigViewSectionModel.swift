import HeadlessReactor

/// The settings screen's sections and rows: RxDataSources' `SectionModel`
/// with an enum for each.
public typealias ConfigViewSectionModel = SectionModel<ConfigViewSection, ConfigItem>

/// A section of the settings screen.
public enum ConfigViewSection: Equatable, Sendable {
  /// Numbers and choices, each shown with its value.
  case parameter
  /// How notes are played, each on or off.
  case playType
  /// Which intervals are asked, each on or off.
  case interval

  /// The section's header title.
  public var title: String {
    switch self {
    case .parameter: return "Parameters"
    case .playType: return "Play type"
    case .interval: return "Intervals"
    }
  }
}

/// A row of the settings screen.
public enum ConfigItem: String, Equatable, Hashable, CaseIterable, Sendable, Codable {
  // parameter section
  /// Practice or test.
  case gameMode
  /// Beats per minute.
  case tempo
  /// Seconds per question.
  case timeLimit
  /// Tries per question.
  case tries
  /// Questions per game.
  case counts
  /// The lowest note asked (MIDI number).
  case lowest
  /// The highest note asked (MIDI number).
  case highest
  /// The piano's volume, in percent.
  case pianoVolume
  /// The metronome's volume, in percent.
  case metronomeVolume

  // type section
  /// Notes played upwards.
  case ascend
  /// Notes played downwards.
  case descend
  /// Quarter notes.
  case quarterNote
  /// Eighth notes.
  case eighthNote
  /// Both notes at once.
  case dyad

  // interval section
  /// A minor second.
  case minSecond
  /// A major second.
  case second
  /// A minor third.
  case minThird
  /// A major third.
  case third
  /// A perfect fourth.
  case fourth
  /// A diminished fifth.
  case dimFifth
  /// A perfect fifth.
  case fifth
  /// A minor sixth.
  case minSixth
  /// A major sixth.
  case sixth
  /// A minor seventh.
  case minSeventh
  /// A major seventh.
  case seventh
  /// An octave.
  case octave

  /// The section the item belongs to.
  public var section: ConfigViewSection {
    switch self {
    case .gameMode, .tempo, .timeLimit, .tries, .counts, .lowest, .highest, .pianoVolume,
      .metronomeVolume:
      return .parameter
    case .ascend, .descend, .quarterNote, .eighthNote, .dyad:
      return .playType
    case .minSecond, .second, .minThird, .third, .fourth, .dimFifth, .fifth, .minSixth, .sixth,
      .minSeventh, .seventh, .octave:
      return .interval
    }
  }

  /// Whether the row shows a switch (play types and intervals) rather than
  /// a value.
  public var isSwitch: Bool { section != .parameter }

  /// The row's title.
  public var title: String {
    switch self {
    case .gameMode: return "Game mode"
    case .tempo: return "Tempo"
    case .timeLimit: return "Time limit"
    case .tries: return "Tries"
    case .counts: return "Questions"
    case .lowest: return "Lowest note"
    case .highest: return "Highest note"
    case .pianoVolume: return "Piano volume"
    case .metronomeVolume: return "Metronome volume"
    case .ascend: return "Ascending"
    case .descend: return "Descending"
    case .quarterNote: return "Quarter notes"
    case .eighthNote: return "Eighth notes"
    case .dyad: return "Dyad"
    case .minSecond: return "Minor 2nd"
    case .second: return "Major 2nd"
    case .minThird: return "Minor 3rd"
    case .third: return "Major 3rd"
    case .fourth: return "Perfect 4th"
    case .dimFifth: return "Diminished 5th"
    case .fifth: return "Perfect 5th"
    case .minSixth: return "Minor 6th"
    case .sixth: return "Major 6th"
    case .minSeventh: return "Minor 7th"
    case .seventh: return "Major 7th"
    case .octave: return "Octave"
    }
  }

  /// The values a parameter accepts (`nil` for a switch).
  public var range: ClosedRange<Int>? {
    switch self {
    case .gameMode: return 0...1
    case .tempo: return 40...240
    case .timeLimit: return 5...600
    case .tries: return 1...10
    case .counts: return 1...100
    case .lowest, .highest: return 21...108
    case .pianoVolume, .metronomeVolume: return 0...100
    default: return nil
    }
  }

  /// How a parameter's value is shown (`Practice`, `120 bpm`, `C4`, `80%`).
  public func format(_ value: Int) -> String {
    switch self {
    case .gameMode: return value == 0 ? "Practice" : "Test"
    case .tempo: return "\(value) bpm"
    case .timeLimit: return "\(value) s"
    case .lowest, .highest:
      let names = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]
      return names[value % 12] + "\(value / 12 - 1)"
    case .pianoVolume, .metronomeVolume: return "\(value)%"
    default: return "\(value)"
    }
  }
}

/// The sections in screen order, as the seed's `updateConfigItems()` built
/// them.
public func configSections() -> [ConfigViewSectionModel] {
  [ConfigViewSection.parameter, .playType, .interval].map { section in
    ConfigViewSectionModel(
      model: section, items: ConfigItem.allCases.filter { $0.section == section })
  }
}
