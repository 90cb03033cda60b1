extension StateTree {
  /// One `path: value` line per leaf, in print order: `count: 2`,
  /// `user.name: "Ann"`, `items[0].isDone: false`, `flags["dark"]: true`,
  /// `mode.editing: 3`.
  ///
  /// Properties and labelled fields join the path with `.`, unlabelled tuple
  /// fields by position (`pair.0`), elements and entries in brackets; an enum
  /// case adds `.caseName` before its payload. Empty containers are leaves
  /// (`items: []`, `flags: [:]`); the root's own leaf has no path.
  package var lines: [String] {
    leaves.map { $0.path.isEmpty ? $0.value : "\($0.path): \($0.value)" }
  }

  /// The `(path, value)` pairs behind ``lines``, so that callers need not
  /// split a line whose key text itself holds `": "`.
  package var leaves: [(path: String, value: String)] {
    var leaves: [(path: String, value: String)] = []
    // Depth first with a stack of its own, children pushed last first, so
    // that a tree thousands of levels deep prints on any thread's stack.
    var stack: [(node: StateTree, path: String)] = [(self, "")]
    while let item = stack.popLast() {
      let (node, path) = item
      if case .leaf(let text) = node.kind {
        leaves.append((path, text))
      } else if node.children.isEmpty {
        leaves.append((path, node.emptyText))
      } else {
        for index in node.children.indices.reversed() {
          stack.append((node.children[index], node.path(ofChild: index, under: path)))
        }
      }
    }
    return leaves
  }

  /// How a node without children prints: `[]`, `[:]`, `Type()`, `()`,
  /// `.case`.
  private var emptyText: String {
    switch kind {
    case .leaf(let text): return text
    case .collection, .set: return "[]"
    case .dictionary: return "[:]"
    case .instance(let typeName): return "\(typeName)()"
    case .tuple: return "()"
    case .enumCase(let name): return ".\(name)"
    }
  }

  /// The path of the child at `index` under this node's `path`: elements
  /// and entries in brackets, fields joined with `.`, an enum case's
  /// payload after `.caseName`.
  private func path(ofChild index: Int, under path: String) -> String {
    let child = children[index]
    switch kind {
    case .leaf, .collection, .set:
      return "\(path)[\(index)]"
    case .dictionary:
      return "\(path)[\(child.label ?? "")]"
    case .instance, .tuple:
      return Self.field(child.label ?? "\(index)", under: path)
    case .enumCase(let name):
      let casePath = "\(path).\(name)"
      if children.count == 1, child.label == nil { return casePath }
      return Self.field(child.label ?? "\(index)", under: casePath)
    }
  }

  private static func field(_ name: String, under path: String) -> String {
    path.isEmpty ? name : "\(path).\(name)"
  }
}
