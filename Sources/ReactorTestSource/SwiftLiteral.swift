import Foundation
import ReactorCore

/// Swift source for values, for the tests a recording is turned into: a
/// literal where the value's type is known from context (`1`, `"a"`,
/// `true`, `nil`, `.increase`, `.main(id: 3, action: .toggleDone)`,
/// `["a", "b"]`), or `nil` when the value cannot be written that way (a
/// struct or class, whose initializer may not be accessible; a type that
/// customizes its description).
package indirect enum SwiftLiteral: Equatable {
  /// Written as is.
  case atom(String)
  /// `[a, b]` (also a set, sorted, and an index path).
  case array([SwiftLiteral])
  /// `[key: value]`, sorted by key.
  case dictionary([(key: SwiftLiteral, value: SwiftLiteral)])
  /// `head(label: a, b)`: an enum case with a payload (`head` is `.name`)
  /// or a tuple (`head` is empty).
  case call(String, [(label: String?, value: SwiftLiteral)])

  package static func == (lhs: SwiftLiteral, rhs: SwiftLiteral) -> Bool {
    lhs.inline == rhs.inline
  }

  /// The literal on one line.
  package var inline: String {
    switch self {
    case .atom(let text):
      return text
    case .array(let elements):
      return "[" + elements.map(\.inline).joined(separator: ", ") + "]"
    case .dictionary(let entries):
      if entries.isEmpty { return "[:]" }
      return "[" + entries.map { "\($0.key.inline): \($0.value.inline)" }.joined(separator: ", ")
        + "]"
    case .call(let head, let arguments):
      return head + "("
        + arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.inline }
        .joined(separator: ", ") + ")"
    }
  }

  /// The literal as lines that start at `indent` and fit in `width`
  /// columns where they can: an array too long for one line puts each
  /// element on a line of its own, with trailing commas (as swift-format
  /// lays it out), and so does a dictionary. `prefix` precedes the first line (`$0.items = `).
  func lines(prefix: String, indent: String, width: Int = 100) -> [String] {
    let single = indent + prefix + inline
    guard single.count > width else { return [single] }
    let elements: [String]
    switch self {
    case .array(let values) where !values.isEmpty:
      elements = values.map(\.inline)
    case .dictionary(let entries) where !entries.isEmpty:
      elements = entries.map { "\($0.key.inline): \($0.value.inline)" }
    default:
      return [single]
    }
    let inner = indent + "  "
    // swift-format puts a trailing comma after the last of several
    // elements only.
    let comma = elements.count > 1 ? "," : ""
    return [indent + prefix + "["] + elements.map { inner + $0 + comma } + [indent + "]"]
  }

  // MARK: - Making literals

  /// How deep a literal may nest: a deeper value has none (a test asserts
  /// it by its printed lines), so that no walk here recurses without bound.
  static let maximumDepth = 64

  /// The literal of `value`, or `nil` when it has none (or nests deeper
  /// than ``maximumDepth`` below `depth`).
  package static func of(_ value: Any, depth: Int = 0) -> SwiftLiteral? {
    guard depth <= maximumDepth else { return nil }
    let depth = depth + 1
    if let atom = atom(value) { return .atom(atom) }
    if let path = value as? IndexPath { return .array(path.map { .atom("\($0)") }) }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else { return .atom("nil") }
      return of(wrapped.value, depth: depth)
    case .collection:
      guard value is [Any] else { return nil }
      return all(mirror.children.map(\.value), depth: depth).map(SwiftLiteral.array)
    case .set:
      guard let elements = all(mirror.children.map(\.value), depth: depth) else { return nil }
      return .array(elements.sorted { $0.inline < $1.inline })
    case .dictionary:
      return entries(of: mirror, depth: depth).map(SwiftLiteral.dictionary)
    case .tuple:
      return arguments(of: mirror, depth: depth).map { .call("", $0) }
    case .enum:
      return enumCase(value, mirror, depth: depth)
    default:
      return nil
    }
  }

  /// Literals of `values`, or `nil` if one has none.
  private static func all(_ values: [Any], depth: Int) -> [SwiftLiteral]? {
    var literals: [SwiftLiteral] = []
    for value in values {
      guard let literal = of(value, depth: depth) else { return nil }
      literals.append(literal)
    }
    return literals
  }

  /// Numbers, booleans and strings.
  private static func atom(_ value: Any) -> String? {
    switch value {
    case let value as Bool: return value ? "true" : "false"
    case let value as String: return String(reflecting: value)
    case let value as Int: return "\(value)"
    case let value as Int8: return "\(value)"
    case let value as Int16: return "\(value)"
    case let value as Int32: return "\(value)"
    case let value as Int64: return "\(value)"
    case let value as UInt: return "\(value)"
    case let value as UInt8: return "\(value)"
    case let value as UInt16: return "\(value)"
    case let value as UInt32: return "\(value)"
    case let value as UInt64: return "\(value)"
    case let value as Double: return value.isFinite ? "\(value)" : nil
    case let value as Float: return value.isFinite ? "\(value)" : nil
    default: return nil
    }
  }

  /// `.name` or `.name(payload)`, when the enum prints as Swift does by
  /// default (its case name and payload labels can be read).
  private static func enumCase(_ value: Any, _ mirror: Mirror, depth: Int) -> SwiftLiteral? {
    guard !(value is CustomStringConvertible), !(value is CustomDebugStringConvertible) else {
      return nil
    }
    // `Module.Type.name` or `Module.Type.name(label: payload)`.
    let text = String(reflecting: value)
    guard let payload = mirror.children.first else {
      guard let name = text.split(separator: ".").last, isIdentifier(name) else { return nil }
      return .atom(".\(name)")
    }
    guard let name = payload.label else { return nil }
    let inner = Mirror(reflecting: payload.value)
    if inner.displayStyle == .tuple {
      return arguments(of: inner, depth: depth).map { .call(".\(name)", $0) }
    }
    guard let literal = of(payload.value, depth: depth) else { return nil }
    // A single payload's label is not in the mirror: read it from the
    // text after `name(` (`label: …`), if there is one.
    var label: String?
    if let open = text.range(of: ".\(name)(") {
      let rest = text[open.upperBound...]
      if let colon = rest.range(of: ": "), isIdentifier(rest[..<colon.lowerBound]) {
        label = String(rest[..<colon.lowerBound])
      }
    }
    return .call(".\(name)", [(label, literal)])
  }

  /// A tuple's elements, labelled when the tuple is.
  private static func arguments(
    of mirror: Mirror, depth: Int
  ) -> [(label: String?, value: SwiftLiteral)]? {
    var result: [(label: String?, value: SwiftLiteral)] = []
    for child in mirror.children {
      guard let literal = of(child.value, depth: depth) else { return nil }
      let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
      result.append((label, literal))
    }
    return result
  }

  /// The assignments of the elements that changed, for two arrays of the
  /// same length or two dictionaries with the same keys (keys and values
  /// with literals); `nil` otherwise, or when most of them changed (the
  /// whole value is clearer).
  private static func changedElements(
    from old: Any, to new: Any, at path: String, depth: Int
  ) -> [(String, SwiftLiteral)]? {
    if let old = old as? [Any], let new = new as? [Any], old.count == new.count {
      var result: [(String, SwiftLiteral)] = []
      var changed = 0
      for (index, (before, after)) in zip(old, new).enumerated() {
        guard StateTree(of: before) != StateTree(of: after) else { continue }
        changed += 1
        guard
          let inner = assignments(
            from: before, to: after, at: "\(path)[\(index)]", depth: depth)
        else { return nil }
        result += inner
      }
      return changed * 2 <= old.count || of(new, depth: depth) == nil ? result : nil
    }
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    guard oldMirror.displayStyle == .dictionary, newMirror.displayStyle == .dictionary,
      let before = entries(of: oldMirror, depth: depth),
      let after = entries(of: newMirror, depth: depth),
      before.map(\.key) == after.map(\.key)
    else { return nil }
    var result: [(String, SwiftLiteral)] = []
    for (old, new) in zip(before, after) where old.value != new.value {
      // Only an optional value prints as `nil`, and assigning `nil` through
      // the subscript would remove the key.
      let value = new.value == .atom("nil") ? .atom(".some(nil)") : new.value
      result.append(("\(path)[\(new.key.inline)]", value))
    }
    return result.count * 2 <= after.count ? result : nil
  }

  /// A dictionary's entries as literals sorted by key, or `nil` when one
  /// has none.
  private static func entries(
    of mirror: Mirror, depth: Int
  ) -> [(key: SwiftLiteral, value: SwiftLiteral)]? {
    var entries: [(key: SwiftLiteral, value: SwiftLiteral)] = []
    for entry in mirror.children {
      let pair = Array(Mirror(reflecting: entry.value).children)
      guard pair.count == 2, let key = of(pair[0].value, depth: depth),
        let value = of(pair[1].value, depth: depth)
      else { return nil }
      entries.append((key, value))
    }
    return entries.sorted { $0.key.inline < $1.key.inline }
  }

  private static func isIdentifier(_ text: Substring) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  // MARK: - Assignments

  /// Statements that turn `old` into `new` at `path` (`$0`): one
  /// assignment per changed property that has a literal, descending into
  /// structs whose property does not, into arrays of the same length
  /// (`$0.items[1].title = …`) and into dictionaries with the same keys
  /// (`$0.volumes[.piano] = 80`); `nil` when a change cannot be written (a
  /// class, a wrapped property, a value without a literal, a change
  /// deeper than ``maximumDepth``).
  static func assignments(
    from old: Any, to new: Any, at path: String, depth: Int = 0
  ) -> [(String, SwiftLiteral)]? {
    guard depth <= maximumDepth else { return nil }
    let depth = depth + 1
    if StateTree(of: old) == StateTree(of: new) { return [] }
    if let elements = changedElements(from: old, to: new, at: path, depth: depth) {
      return elements
    }
    if let literal = of(new, depth: depth) { return [(path, literal)] }
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    guard oldMirror.displayStyle == .struct, newMirror.displayStyle == .struct,
      oldMirror.superclassMirror == nil
    else { return nil }
    let oldChildren = Array(oldMirror.children)
    let newChildren = Array(newMirror.children)
    guard oldChildren.count == newChildren.count else { return nil }
    var result: [(String, SwiftLiteral)] = []
    for (before, after) in zip(oldChildren, newChildren) {
      if StateTree(of: before.value) == StateTree(of: after.value) { continue }
      guard let label = after.label, before.label == label, isIdentifier(label[...]),
        !label.hasPrefix("_"),
        let inner = assignments(
          from: before.value, to: after.value, at: "\(path).\(label)", depth: depth)
      else { return nil }
      result += inner
    }
    return result
  }
}
