import ReactorCore

/// Prints a value as indented lines, field by field, for failure messages:
///
/// ```
/// CounterReactor.State(
///   count: 1,
///   items: [
///     [0]: "a",
///     [1]: "b"
///   ],
///   mode: .editing(id: 3)
/// )
/// ```
///
/// A value with a single short child stays on one line: `items: [[0]: "a"]`.
///
/// Structs, classes and tuples print their stored properties, enums their
/// case and payload, collections their elements by index, dictionaries and
/// sets their entries sorted, optionals their value or `nil`, `@Pulse`
/// properties their value; everything else prints with `String(reflecting:)`.
enum StateDump {
  /// The lines of `value`.
  static func lines(of value: Any) -> [String] {
    var lines: [String] = []
    dump(value, prefix: "", indent: "", suffix: "", into: &lines)
    return lines
  }

  private static func typeName(_ value: Any) -> String {
    let qualified = String(reflecting: type(of: value))
    // Drop the module name: `MyApp.CounterReactor.State` → `CounterReactor.State`.
    guard let dot = qualified.firstIndex(of: "."), !qualified.hasPrefix("(") else {
      return qualified
    }
    var name = String(qualified[qualified.index(after: dot)...])
    // Fix: private and local types print as `(unknown context at $55c2…).P`,
    // an address that changes between runs; keep the names only.
    while let start = name.range(of: "(unknown context at "),
      let end = name[start.upperBound...].range(of: ").")
    {
      name.removeSubrange(start.lowerBound..<end.upperBound)
    }
    return name
  }

  private static func dump(
    _ value: Any,
    prefix: String,
    indent: String,
    suffix: String,
    into lines: inout [String]
  ) {
    if let pulse = value as? any AnyPulse {
      dump(pulse.anyValue, prefix: prefix, indent: indent, suffix: suffix, into: &lines)
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      if let wrapped = mirror.children.first {
        dump(wrapped.value, prefix: prefix, indent: indent, suffix: suffix, into: &lines)
      } else {
        lines.append("\(indent)\(prefix)nil\(suffix)")
      }
    case .collection:
      let children = Array(mirror.children)
      block(
        children.enumerated().map { ("[\($0.offset)]: ", $0.element.value) },
        open: "[", close: "]", empty: "[]",
        prefix: prefix, indent: indent, suffix: suffix, into: &lines)
    case .set:
      let children = mirror.children.map { ($0.value, String(reflecting: $0.value)) }
        .sorted { $0.1 < $1.1 }
      block(
        children.map { ("", $0.0) }, open: "Set([", close: "])", empty: "Set([])",
        prefix: prefix, indent: indent, suffix: suffix, into: &lines)
    case .dictionary:
      let entries = mirror.children.map { child -> (String, Any) in
        let pair = Array(Mirror(reflecting: child.value).children)
        return (String(reflecting: pair[0].value), pair[1].value)
      }.sorted { $0.0 < $1.0 }
      block(
        entries.map { ("\($0.0): ", $0.1) }, open: "[", close: "]", empty: "[:]",
        prefix: prefix, indent: indent, suffix: suffix, into: &lines)
    case .struct, .class:
      let name = typeName(value)
      let children = mirror.children.enumerated().map { index, child -> (String, Any) in
        var label = child.label ?? "\(index)"
        if label.hasPrefix("_") { label.removeFirst() }
        return ("\(label): ", child.value)
      }
      block(
        children, open: "\(name)(", close: ")", empty: "\(name)()",
        prefix: prefix, indent: indent, suffix: suffix, into: &lines)
    case .tuple:
      let children = mirror.children.enumerated().map { index, child -> (String, Any) in
        let label = child.label.map { $0.hasPrefix(".") ? "" : "\($0): " } ?? ""
        return (label, child.value)
      }
      block(
        children, open: "(", close: ")", empty: "()",
        prefix: prefix, indent: indent, suffix: suffix, into: &lines)
    case .enum:
      if let payload = mirror.children.first {
        let caseName = payload.label ?? "\(value)"
        let inner = Mirror(reflecting: payload.value)
        if inner.displayStyle == .tuple {
          // `.case(a: 1, b: 2)`: the payload tuple's fields.
          let children = inner.children.map { child -> (String, Any) in
            let label = child.label.map { $0.hasPrefix(".") ? "" : "\($0): " } ?? ""
            return (label, child.value)
          }
          block(
            children, open: ".\(caseName)(", close: ")", empty: ".\(caseName)()",
            prefix: prefix, indent: indent, suffix: suffix, into: &lines)
        } else {
          block(
            [("", payload.value)], open: ".\(caseName)(", close: ")", empty: ".\(caseName)",
            prefix: prefix, indent: indent, suffix: suffix, into: &lines)
        }
      } else {
        lines.append("\(indent)\(prefix).\(value)\(suffix)")
      }
    default:
      lines.append("\(indent)\(prefix)\(String(reflecting: value))\(suffix)")
    }
  }

  /// Prints `children` between `open` and `close`: on one line when every
  /// child fits on one line and there is at most one, else one per line.
  private static func block(
    _ children: [(label: String, value: Any)],
    open: String,
    close: String,
    empty: String,
    prefix: String,
    indent: String,
    suffix: String,
    into lines: inout [String]
  ) {
    guard !children.isEmpty else {
      lines.append("\(indent)\(prefix)\(empty)\(suffix)")
      return
    }
    if children.count == 1 {
      var single: [String] = []
      dump(children[0].value, prefix: children[0].label, indent: "", suffix: "", into: &single)
      if single.count == 1 {
        lines.append("\(indent)\(prefix)\(open)\(single[0])\(close)\(suffix)")
        return
      }
    }
    lines.append("\(indent)\(prefix)\(open)")
    for (index, child) in children.enumerated() {
      let separator = index == children.count - 1 ? "" : ","
      dump(
        child.value, prefix: child.label, indent: indent + "  ", suffix: separator,
        into: &lines)
    }
    lines.append("\(indent)\(close)\(suffix)")
  }
}
