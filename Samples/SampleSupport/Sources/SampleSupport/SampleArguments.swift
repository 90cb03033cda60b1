import HeadlessReactor

/// A sample's command-line arguments, checked against its
/// ``Sample/options``: what its `init(arguments:)` reads its settings from.
///
/// Every sample parses the same way, so each refuses a wrong argument with
/// the same words: `unknown argument '--fast' (counter takes --delay <ms>,
/// --value <n> and --observed)`, or `(search takes none)`, and
/// `--json needs a value (--json <path>)`; each is a
/// ``SampleError/usage(_:)`` (exit code 2, followed by the usage line).
public struct SampleArguments: Sendable {
  private var values: [String: String] = [:]
  private var flags: Set<String> = []

  /// Parses `arguments` (without the executable's name and
  /// `--interactive`) against the options of `sample`; a later occurrence
  /// of an option replaces an earlier one.
  ///
  /// - Throws: ``SampleError/usage(_:)`` for an argument that is not one
  ///   of the options, or an option without its value.
  @MainActor
  public init<S: Sample>(_ arguments: [String], of sample: S.Type) throws(SampleError) {
    let options = S.options
    var words = arguments[...]
    while let word = words.popFirst() {
      switch SampleOption.read(word, from: &words, among: options) {
      case .unknown:
        let taken = options.isEmpty ? "none" : Self.list(options.map(\.usage))
        throw .usage("unknown argument '\(word)' (\(S.name) takes \(taken))")
      case .missingValue(let message):
        throw .usage(message)
      case .option(let value?):
        values[word] = value
      case .option(nil):
        flags.insert(word)
      }
    }
  }

  /// Whether the flag `name` (an option without a value) was given.
  public func contains(_ name: String) -> Bool {
    flags.contains(name)
  }

  /// The value given after the option `name`, or `nil` when it was not
  /// given.
  public func value(of name: String) -> String? {
    values[name]
  }

  /// The integer given after the option `name`, or `nil` when it was not
  /// given.
  ///
  /// - Throws: ``SampleError/usage(_:)`` with `message` when the value is
  ///   not an integer or is outside `range`.
  public func integer(
    of name: String, in range: ClosedRange<Int> = Int.min...Int.max, otherwise message: String
  ) throws(SampleError) -> Int? {
    guard let text = values[name] else { return nil }
    guard let number = Int(text), range.contains(number) else { throw .usage(message) }
    return number
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func list(_ words: [String]) -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
  }
}

extension Window {
  /// A key, visible window showing `rootViewController`: every sample's
  /// screen lives in one, so that it appears (and its appearance
  /// callbacks run) as on a device.
  @MainActor
  public static func makeKeyAndVisible(showing rootViewController: ViewController) -> Window {
    let window = Window(rootViewController: rootViewController)
    window.makeKeyAndVisible()
    return window
  }
}
