/// Flattens a value into `path: value` lines, one per leaf, for state diffs:
/// `count: 2`, `user.name: "Ann"`, `items[0].isDone: false`,
/// `flags["dark"]: true`.
///
/// Structs, classes and tuples contribute their stored properties, arrays and
/// sets their elements by index, dictionaries their entries sorted by key,
/// optionals their wrapped value (or `nil`), enums with payloads their case
/// name and payload; everything else is a leaf printed with
/// `String(reflecting:)`.
package enum StateDump {
  /// The lines of `value`, in declaration order.
  package static func lines(of value: Any) -> [String] {
    var lines: [String] = []
    dump(value, path: "", into: &lines)
    return lines
  }

  /// The changed lines between two dumps, as `- path: old` / `+ path: new`,
  /// in the order the paths first appear.
  package static func diff(from old: Any, to new: Any) -> [String] {
    let before = lines(of: old)
    let after = lines(of: new)
    let beforeByPath = Dictionary(before.map(split), uniquingKeysWith: { first, _ in first })
    let afterByPath = Dictionary(after.map(split), uniquingKeysWith: { first, _ in first })
    var order: [String] = []
    var seen: Set<String> = []
    for (path, _) in before.map(split) + after.map(split) where seen.insert(path).inserted {
      order.append(path)
    }
    var result: [String] = []
    for path in order where beforeByPath[path] != afterByPath[path] {
      if let old = beforeByPath[path] { result.append("- \(join(path, old))") }
      if let new = afterByPath[path] { result.append("+ \(join(path, new))") }
    }
    return result
  }

  private static func split(_ line: String) -> (String, String) {
    guard let range = line.range(of: ": ") else { return (line, "") }
    return (String(line[..<range.lowerBound]), String(line[range.upperBound...]))
  }

  private static func join(_ path: String, _ value: String) -> String {
    path.isEmpty ? value : "\(path): \(value)"
  }

  private static func dump(_ value: Any, path: String, into lines: inout [String]) {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      if let wrapped = mirror.children.first {
        dump(wrapped.value, path: path, into: &lines)
      } else {
        lines.append(join(path, "nil"))
      }
    case .collection, .set:
      if mirror.children.isEmpty { lines.append(join(path, "[]")) }
      for (index, child) in mirror.children.enumerated() {
        dump(child.value, path: "\(path)[\(index)]", into: &lines)
      }
    case .dictionary:
      if mirror.children.isEmpty { lines.append(join(path, "[:]")) }
      let entries = mirror.children.map { child -> (String, Any) in
        let pair = Array(Mirror(reflecting: child.value).children)
        return (String(reflecting: pair[0].value), pair[1].value)
      }
      for (key, entryValue) in entries.sorted(by: { $0.0 < $1.0 }) {
        dump(entryValue, path: "\(path)[\(key)]", into: &lines)
      }
    case .struct, .class, .tuple:
      if mirror.children.isEmpty {
        lines.append(join(path, String(reflecting: value)))
        return
      }
      for (index, child) in mirror.children.enumerated() {
        var label = child.label ?? ".\(index)"
        // A property wrapper's storage is `_name`; show it as `name`.
        if label.hasPrefix("_") { label.removeFirst() }
        dump(child.value, path: path.isEmpty ? label : "\(path).\(label)", into: &lines)
      }
    case .enum:
      if let payload = mirror.children.first {
        let caseName = payload.label ?? "\(value)"
        dump(payload.value, path: "\(path).\(caseName)", into: &lines)
      } else {
        lines.append(join(path, ".\(value)"))
      }
    default:
      lines.append(join(path, String(reflecting: value)))
    }
  }
}
