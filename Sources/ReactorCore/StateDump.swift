/// State diffs for `Reactor.trace(to:)`, from ``StateTree/lines``.
package enum StateDump {
  /// The leaves that differ between `old` and `new`, as `- path: old` /
  /// `+ path: new` lines, in the order the paths first appear; empty when
  /// both print the same.
  ///
  /// A leaf only in `old` has just a `-` line, one only in `new` just a `+`
  /// line (an array that grew, an enum that changed case).
  package static func diff(from old: Any, to new: Any) -> [String] {
    let before = StateTree(of: old).leaves
    let after = StateTree(of: new).leaves
    // The first of repeated paths wins: two keys of equal text are one path.
    let beforeByPath = Dictionary(before, uniquingKeysWith: { first, _ in first })
    let afterByPath = Dictionary(after, uniquingKeysWith: { first, _ in first })
    var seen: Set<String> = []
    var result: [String] = []
    for (path, _) in before + after where seen.insert(path).inserted {
      let old = beforeByPath[path]
      let new = afterByPath[path]
      guard old != new else { continue }
      if let old { result.append("- \(line(path, old))") }
      if let new { result.append("+ \(line(path, new))") }
    }
    return result
  }

  private static func line(_ path: String, _ value: String) -> String {
    path.isEmpty ? value : "\(path): \(value)"
  }
}
