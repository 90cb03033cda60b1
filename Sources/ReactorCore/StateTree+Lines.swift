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
    appendLeaves(at: "", to: &leaves)
    return leaves
  }

  private func appendLeaves(at path: String, to leaves: inout [(path: String, value: String)]) {
    let empty: String
    switch kind {
    case .leaf(let text):
      leaves.append((path, text))
      return
    case .collection, .set:
      empty = "[]"
      for (index, child) in children.enumerated() {
        child.appendLeaves(at: "\(path)[\(index)]", to: &leaves)
      }
    case .dictionary:
      empty = "[:]"
      for child in children {
        child.appendLeaves(at: "\(path)[\(child.label ?? "")]", to: &leaves)
      }
    case .instance(let typeName):
      empty = "\(typeName)()"
      appendFields(under: path, to: &leaves)
    case .tuple:
      empty = "()"
      appendFields(under: path, to: &leaves)
    case .enumCase(let name):
      empty = ".\(name)"
      let casePath = "\(path).\(name)"
      if children.count == 1, children[0].label == nil {
        children[0].appendLeaves(at: casePath, to: &leaves)
      } else {
        appendFields(under: casePath, to: &leaves)
      }
    }
    if children.isEmpty { leaves.append((path, empty)) }
  }

  private func appendFields(under path: String, to leaves: inout [(path: String, value: String)]) {
    for (index, child) in children.enumerated() {
      let name = child.label ?? "\(index)"
      child.appendLeaves(at: path.isEmpty ? name : "\(path).\(name)", to: &leaves)
    }
  }
}
