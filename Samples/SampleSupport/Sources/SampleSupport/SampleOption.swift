/// A command-line option of one sample (`--json <path>`, `--observed`),
/// shown by `--help` and in the usage line.
///
/// ``SampleRunner/main(_:arguments:console:)`` refuses any argument that is
/// not one of the sample's options, `--interactive`, `--help` or `-h`, before
/// the sample is made; the sample's `init(arguments:)` reads the values.
public struct SampleOption: Sendable, Equatable {
  /// The flag (`--json`).
  public let name: String
  /// The placeholder of the value that follows the flag (`<path>`), or
  /// `nil` for a flag without a value.
  public let value: String?
  /// What the option does, for `--help`.
  public let summary: String
  /// Whether its value is a place in the file system (`--dir <path>`):
  /// `--replay` never takes such a value from a recording (a crafted one
  /// could name any directory), and replays without the option.
  public let isPath: Bool

  /// Creates an option: `name`, followed by a value when `value` names it;
  /// `isPath` when that value is a file or directory.
  public init(_ name: String, value: String? = nil, isPath: Bool = false, summary: String) {
    self.name = name
    self.value = value
    self.isPath = isPath
    self.summary = summary
  }

  /// How to write it: `--json <path>`, or `--observed`.
  public var usage: String {
    value.map { "\(name) \($0)" } ?? name
  }
}

extension SampleOption {
  /// What a command-line word is among a sample's options.
  enum Reading {
    /// Not one of the options.
    case unknown
    /// An option that takes a value, without one: the message saying so
    /// (`--json needs a value (--json <path>)`).
    case missingValue(String)
    /// An option, with the value taken after it when it takes one.
    case option(value: String?)
  }

  /// Reads `word` among `options`, taking its value from the front of
  /// `words` when the option takes one: the one check of an option that
  /// both the runner and ``SampleArguments`` make.
  static func read(
    _ word: String, from words: inout ArraySlice<String>, among options: [SampleOption]
  ) -> Reading {
    guard let option = options.first(where: { $0.name == word }) else { return .unknown }
    guard let placeholder = option.value else { return .option(value: nil) }
    guard let value = words.popFirst() else {
      return .missingValue("\(word) needs a value (\(word) \(placeholder))")
    }
    return .option(value: value)
  }
}
