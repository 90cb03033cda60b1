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
    let layout = Layout(self)
    var lines: [String] = []
    // Top down with a stack of its own (a tree thousands of levels deep
    // prints on any thread's stack): a node's line, or its opening line,
    // its children and then its closing line.
    enum Work {
      case node(Int, prefix: String, indent: String, suffix: String)
      case line(String)
    }
    var stack: [Work] = [.node(0, prefix: "", indent: "", suffix: "")]
    while let work = stack.popLast() {
      switch work {
      case .line(let line):
        lines.append(line)
      case .node(let id, let prefix, let indent, let suffix):
        let node = layout.nodes[id]
        if let single = node.singleLine {
          lines.append("\(indent)\(prefix)\(single)\(suffix)")
          continue
        }
        lines.append("\(indent)\(prefix)\(node.brackets.open)")
        stack.append(.line("\(indent)\(node.brackets.close)\(suffix)"))
        let last = node.children.count - 1
        for (index, child) in node.children.enumerated().reversed() {
          stack.append(
            .node(
              child, prefix: node.childPrefixes[index], indent: indent + "  ",
              suffix: index == last ? "" : ","))
        }
      }
    }
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

  /// The brackets of a node with children, and its text without any.
  private var brackets: (open: String, close: String, empty: String) {
    switch kind {
    case .leaf(let text): return (text, "", text)
    case .instance(let typeName): return ("\(typeName)(", ")", "\(typeName)()")
    case .tuple: return ("(", ")", "()")
    case .collection: return ("[", "]", "[]")
    case .set: return ("Set([", "])", "Set([])")
    case .dictionary: return ("[", "]", "[:]")
    case .enumCase(let name): return (".\(name)(", ")", ".\(name)")
    }
  }

  /// What precedes the child at `index`: `[0]: ` in an array, `key: ` in a
  /// dictionary, `name: ` for a labelled field, nothing otherwise.
  private func childPrefix(_ index: Int) -> String {
    if kind == .collection { return "[\(index)]: " }
    return children[index].label.map { "\($0): " } ?? ""
  }

  /// The tree flattened, each node with the one line it prints on when it
  /// fits on one (a leaf, an empty node, or a node whose single child
  /// does), worked out bottom up without recursion.
  private struct Layout {
    struct Node {
      var brackets: (open: String, close: String, empty: String)
      var childPrefixes: [String]
      /// Indices into ``nodes``.
      var children: [Int] = []
      var singleLine: String?
    }

    var nodes: [Node] = []

    init(_ root: StateTree) {
      // Parents before children (preorder), so a reverse pass finishes
      // every child before its parent.
      var trees: [StateTree] = [root]
      var index = 0
      while index < trees.count {
        let tree = trees[index]
        let first = trees.count
        trees += tree.children
        nodes.append(
          Node(
            brackets: tree.brackets, childPrefixes: tree.children.indices.map(tree.childPrefix),
            children: Array(first..<trees.count)))
        index += 1
      }
      for id in nodes.indices.reversed() {
        let node = nodes[id]
        switch node.children.count {
        case 0:
          nodes[id].singleLine = node.brackets.empty
        case 1:
          guard let inner = nodes[node.children[0]].singleLine else { continue }
          nodes[id].singleLine =
            node.brackets.open + node.childPrefixes[0] + inner + node.brackets.close
        default:
          continue
        }
      }
    }
  }
}
