extension StateTree {
  /// The tree as indented lines, field by field, for failure messages:
  ///
  /// ```
  /// CounterReactor.State(
  ///   count: 1,
  ///   items: [
  ///     [0]: "a",
  ///     [1]: "b"
  ///   ],
  ///   tags: Set([
  ///     "x",
  ///     "y"
  ///   ]),
  ///   mode: .editing(id: 3)
  /// )
  /// ```
  ///
  /// A node with a single child that fits on one line stays on one line:
  /// `items: [[0]: "a"]`.
  package var nestedLines: [String] {
    var lines: [String] = []
    appendNested(prefix: "", indent: "", suffix: "", to: &lines)
    return lines
  }

  /// The nested lines joined into one, for actions in messages:
  /// `.setScore(name: "c", points: 3)`.
  package var singleLine: String {
    var text = ""
    for line in nestedLines {
      if text.hasSuffix(",") { text += " " }
      text += line.drop(while: { $0 == " " })
    }
    return text
  }

  private func appendNested(
    prefix: String, indent: String, suffix: String, to lines: inout [String]
  ) {
    let open: String
    let close: String
    let empty: String
    switch kind {
    case .leaf(let text):
      lines.append("\(indent)\(prefix)\(text)\(suffix)")
      return
    case .instance(let typeName): (open, close, empty) = ("\(typeName)(", ")", "\(typeName)()")
    case .tuple: (open, close, empty) = ("(", ")", "()")
    case .collection: (open, close, empty) = ("[", "]", "[]")
    case .set: (open, close, empty) = ("Set([", "])", "Set([])")
    case .dictionary: (open, close, empty) = ("[", "]", "[:]")
    case .enumCase(let name): (open, close, empty) = (".\(name)(", ")", ".\(name)")
    }
    guard !children.isEmpty else {
      lines.append("\(indent)\(prefix)\(empty)\(suffix)")
      return
    }
    if children.count == 1 {
      var single: [String] = []
      children[0].appendNested(prefix: childPrefix(0), indent: "", suffix: "", to: &single)
      if single.count == 1 {
        lines.append("\(indent)\(prefix)\(open)\(single[0])\(close)\(suffix)")
        return
      }
    }
    lines.append("\(indent)\(prefix)\(open)")
    for (index, child) in children.enumerated() {
      child.appendNested(
        prefix: childPrefix(index), indent: indent + "  ",
        suffix: index == children.count - 1 ? "" : ",", to: &lines)
    }
    lines.append("\(indent)\(close)\(suffix)")
  }

  /// What precedes the child at `index`: `[0]: ` in an array, `key: ` in a
  /// dictionary, `name: ` for a labelled field, nothing otherwise.
  private func childPrefix(_ index: Int) -> String {
    if kind == .collection { return "[\(index)]: " }
    return children[index].label.map { "\($0): " } ?? ""
  }
}
