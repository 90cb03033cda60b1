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
      let empty: String
      var children: [(node: StateTree, path: String)] = []
      switch node.kind {
      case .leaf(let text):
        leaves.append((path, text))
        continue
      case .collection, .set:
        empty = "[]"
        children = node.children.enumerated().map { ($1, "\(path)[\($0)]") }
      case .dictionary:
        empty = "[:]"
        children = node.children.map { ($0, "\(path)[\($0.label ?? "")]") }
      case .instance(let typeName):
        empty = "\(typeName)()"
        children = node.fields(under: path)
      case .tuple:
        empty = "()"
        children = node.fields(under: path)
      case .enumCase(let name):
        empty = ".\(name)"
        let casePath = "\(path).\(name)"
        if node.children.count == 1, node.children[0].label == nil {
          children = [(node.children[0], casePath)]
        } else {
          children = node.fields(under: casePath)
        }
      }
      if node.children.isEmpty { leaves.append((path, empty)) }
      stack += children.reversed()
    }
    return leaves
  }

  /// The children as fields: labelled by name, or by position.
  private func fields(under path: String) -> [(node: StateTree, path: String)] {
    children.enumerated().map { index, child in
      let name = child.label ?? "\(index)"
      return (child, path.isEmpty ? name : "\(path).\(name)")
    }
  }
}
