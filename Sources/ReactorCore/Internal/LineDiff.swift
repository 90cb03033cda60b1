/// A line diff of two dumps: unchanged lines indented by two spaces, lines
/// only in `expected` marked `−`, lines only in `actual` marked `+`; long
/// unchanged stretches far from any change are folded into `…`. Shared by
/// ReactorTesting's failure messages and a replay's divergence report.
package enum LineDiff {
  /// How many unchanged lines to keep around each change.
  static let context = 3

  /// The lines of `text`, an empty last one included (a render ending in a
  /// line break has one).
  package static func lines(of text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  package static func render(expected: [String], actual: [String]) -> [String] {
    let operations = diff(expected, actual)
    let changed = operations.indices.filter {
      if case .same = operations[$0] { return false }
      return true
    }
    func isFar(_ index: Int) -> Bool {
      guard operations.indices.contains(index), case .same = operations[index] else {
        return false
      }
      return !changed.contains { abs($0 - index) <= context }
    }
    var output: [String] = []
    var folded = false
    for (index, operation) in operations.enumerated() {
      // A far line alone between two kept stretches is kept too: folding it
      // would replace one line (often the state's type name) by `…`, which
      // saves nothing.
      let nearChange = !isFar(index) || (!isFar(index - 1) && !isFar(index + 1))
      switch operation {
      case .same(let line):
        if nearChange || operations.count <= 2 * context + 8 {
          output.append("  \(line)")
          folded = false
        } else if !folded {
          output.append("  …")
          folded = true
        }
      case .removed(let line):
        output.append("− \(line)")
        folded = false
      case .inserted(let line):
        output.append("+ \(line)")
        folded = false
      }
    }
    return output
  }

  private enum Operation {
    case same(String)
    case removed(String)
    case inserted(String)
  }

  /// Longest-common-subsequence diff; O(n·m), fine for printed states.
  private static func diff(_ old: [String], _ new: [String]) -> [Operation] {
    let n = old.count
    let m = new.count
    var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i][j] =
          old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var operations: [Operation] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, old[i] == new[j] {
        operations.append(.same(old[i]))
        i += 1
        j += 1
      } else if j < m, i == n || lengths[i][j + 1] > lengths[i + 1][j] {
        operations.append(.inserted(new[j]))
        j += 1
      } else {
        operations.append(.removed(old[i]))
        i += 1
      }
    }
    return operations
  }
}
