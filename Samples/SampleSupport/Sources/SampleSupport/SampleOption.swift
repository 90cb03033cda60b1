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

  /// Creates an option: `name`, followed by a value when `value` names it.
  public init(_ name: String, value: String? = nil, summary: String) {
    self.name = name
    self.value = value
    self.summary = summary
  }

  /// How to write it: `--json <path>`, or `--observed`.
  public var usage: String {
    value.map { "\(name) \($0)" } ?? name
  }
}
