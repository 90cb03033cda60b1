import ReactorCore
import XCTest

/// Two equal sets that iterate in different orders: same elements, different
/// capacity and insertion order.
func equalSetsInDifferentOrders() -> (Set<String>, Set<String>) {
  let names = (0..<40).map { "item \($0)" }
  let small = Set(names)
  var large = Set<String>(minimumCapacity: 1_000)
  for name in names.reversed() { large.insert(name) }
  return (small, large)
}

private struct Tagged: Equatable {
  var count = 1
  var tags: Set<String>
}

private struct WithPulse {
  var name = "draft"
  @Pulse var message: String? = "Saved"
}

private enum Mode {
  case idle
  case editing(Int)
  case moving(from: Int, to: Int)
  case pair(Int, String)
}

private final class Node {
  var name: String
  var parent: Node?
  init(name: String, parent: Node? = nil) {
    self.name = name
    self.parent = parent
  }
}

private class Base {
  var id = 1
}

private final class Derived: Base {
  var extra = "x"
}

/// A list as an indirect enum: one level per entry.
indirect enum DeepList: Equatable {
  case end
  case entry(Int, next: DeepList)

  /// A list of `count` entries.
  static func of(_ count: Int) -> DeepList {
    var list = DeepList.end
    for value in (0..<count).reversed() { list = .entry(value, next: list) }
    return list
  }
}

/// A single payload wrapped many times around a value printed on lines of
/// its own.
private indirect enum Wrapped {
  case pair(Int, Int)
  case wrap(Wrapped)
}

final class StateTreeTests: XCTestCase {
  // MARK: - Depth

  func test_aValueNestedThousandsOfLevels_printsWithoutOverflowingTheStack() {
    let tree = StateTree(of: DeepList.of(5_000))
    let lines = tree.lines
    XCTAssertEqual(lines.count, 5_001)
    XCTAssertEqual(lines.first, ".entry.0: 0")
    XCTAssertEqual(lines.last?.hasSuffix(".next: .end"), true)
    let nested = tree.nestedLines
    XCTAssertEqual(nested.first, ".entry(")
    XCTAssertEqual(nested.count, 5_000 * 3 + 1)
  }

  func test_singlePayloadsAroundAMultilineValue_printInLinearTime() {
    // Each level tried its payload on one line, then printed it again:
    // twice the work per level, 2^40 here.
    var value = Wrapped.pair(1, 2)
    for _ in 0..<40 { value = .wrap(value) }
    let nested = StateTree(of: value).nestedLines
    XCTAssertEqual(nested.count, 40 * 2 + 4)
    XCTAssertEqual(nested[40], String(repeating: "  ", count: 40) + ".pair(")
  }

  // MARK: - Tree

  func test_structBecomesAnInstanceNodeOfItsLabelledProperties() {
    struct Point {
      var x = 1
      var y = 2
    }

    XCTAssertEqual(
      StateTree(of: Point()),
      StateTree(
        kind: .instance(typeName: "StateTreeTests.Point"),
        children: [
          StateTree(label: "x", kind: .leaf("1")), StateTree(label: "y", kind: .leaf("2")),
        ]))
  }

  func test_equalSetsPrintIdentically() {
    let (small, large) = equalSetsInDifferentOrders()
    XCTAssertNotEqual(Array(small), Array(large), "precondition: iteration orders differ")

    XCTAssertEqual(StateTree(of: small), StateTree(of: large))
    XCTAssertEqual(StateTree(of: small).lines, StateTree(of: large).lines)
  }

  func test_setElementsPrintSortedByTheirText() {
    XCTAssertEqual(
      StateTree(of: Set(["b", "c", "a"])).lines,
      ["[0]: \"a\"", "[1]: \"b\"", "[2]: \"c\""])
  }

  func test_setsOfCompositeValuesPrintSortedByTheirLines() {
    let set: Set<[Int]> = [[2, 1], [1, 9], [1, 2]]

    XCTAssertEqual(
      StateTree(of: set).lines,
      ["[0][0]: 1", "[0][1]: 2", "[1][0]: 1", "[1][1]: 9", "[2][0]: 2", "[2][1]: 1"])
  }

  func test_equalDictionariesPrintIdentically() {
    var large = [String: Int](minimumCapacity: 1_000)
    for index in (0..<40).reversed() { large["key \(index)"] = index }
    let small = Dictionary(uniqueKeysWithValues: (0..<40).map { ("key \($0)", $0) })

    XCTAssertEqual(StateTree(of: small).lines, StateTree(of: large).lines)
  }

  func test_dictionaryEntriesPrintSortedByKeyText() {
    XCTAssertEqual(
      StateTree(of: ["dark": true, "beta": false]).lines,
      ["[\"beta\"]: false", "[\"dark\"]: true"])
  }

  func test_pulseFieldPrintsItsValue() {
    var state = WithPulse()
    state.message = "Saved again"

    XCTAssertEqual(StateTree(of: state).lines, ["name: \"draft\"", "message: \"Saved again\""])
  }

  func test_enumCasePrintsItsNameAndPayload() {
    XCTAssertEqual(StateTree(of: Mode.idle).lines, [".idle"])
    XCTAssertEqual(StateTree(of: Mode.editing(3)).lines, [".editing: 3"])
    XCTAssertEqual(
      StateTree(of: Mode.moving(from: 1, to: 2)).lines, [".moving.from: 1", ".moving.to: 2"])
    XCTAssertEqual(StateTree(of: Mode.pair(1, "a")).lines, [".pair.0: 1", ".pair.1: \"a\""])
  }

  func test_optionalPrintsItsWrappedValueOrNil() {
    let some: Int? = 4
    let none: Int? = nil

    XCTAssertEqual(StateTree(of: some as Any).lines, ["4"])
    XCTAssertEqual(StateTree(of: none as Any).lines, ["nil"])
  }

  func test_tupleFieldsPrintByLabelOrPosition() {
    XCTAssertEqual(StateTree(of: (1, label: "x")).lines, ["0: 1", "label: \"x\""])
  }

  func test_emptyContainersPrintAsLeaves() {
    struct Empty {}
    struct Containers {
      var list: [Int] = []
      var set: Set<Int> = []
      var map: [String: Int] = [:]
      var empty = Empty()
    }

    XCTAssertEqual(
      StateTree(of: Containers()).lines,
      ["list: []", "set: []", "map: [:]", "empty: StateTreeTests.Empty()"])
  }

  func test_leavesPrintWithStringReflecting() {
    XCTAssertEqual(StateTree(of: "a\"b").lines, [String(reflecting: "a\"b")])
    XCTAssertEqual(StateTree(of: 2.5).lines, ["2.5"])
  }

  func test_classPrintsInheritedPropertiesFirst() {
    XCTAssertEqual(StateTree(of: Derived()).lines, ["id: 1", "extra: \"x\""])
  }

  func test_classReferringBackToItselfPrintsTheCycleOnce() {
    let root = Node(name: "root")
    root.parent = root

    XCTAssertEqual(StateTree(of: root).lines, ["name: \"root\"", "parent: Node(…)"])
  }

  func test_sameInstanceTwiceSideBySideIsNotACycle() {
    let shared = Node(name: "shared")

    XCTAssertEqual(
      StateTree(of: [shared, shared]).lines,
      ["[0].name: \"shared\"", "[0].parent: nil", "[1].name: \"shared\"", "[1].parent: nil"])
  }

  // MARK: - Diff

  func test_traceShowsOnlyChangedPaths() {
    let old = Tagged(tags: ["a"])
    var new = old
    new.count = 2

    XCTAssertEqual(StateDump.diff(from: old, to: new), ["- count: 1", "+ count: 2"])
  }

  func test_diffOfEqualSetsInDifferentOrdersIsEmpty() {
    let (small, large) = equalSetsInDifferentOrders()

    XCTAssertEqual(StateDump.diff(from: Tagged(tags: small), to: Tagged(tags: large)), [])
  }

  func test_diffOfAPulseReassignedTheSameValueIsEmpty() {
    let old = WithPulse()
    var new = old
    new.message = old.message

    XCTAssertEqual(StateDump.diff(from: old, to: new), [])
  }

  func test_diffOfAnArrayThatGrewShowsOnlyTheNewElement() {
    XCTAssertEqual(StateDump.diff(from: [1], to: [1, 2]), ["+ [1]: 2"])
  }

  func test_diffKeepsAKeyWhoseTextContainsAColon() {
    XCTAssertEqual(
      StateDump.diff(from: ["a: b": 1], to: ["a: b": 2]),
      ["- [\"a: b\"]: 1", "+ [\"a: b\"]: 2"])
  }
}
