import ReactorCore
import Sections
import TestSupport
import XCTest

final class ReactorCollectionChangesetTests: XCTestCase {
  private typealias Item = ChildItem<Int, TodoCellReactor>

  private func todos(_ ids: [Int]) -> [Todo] {
    ids.map { Todo(id: $0, title: "t\($0)") }
  }

  /// The stages as comparable text: each stage's data (identities and
  /// reactor objects), deletions, reloads, insertions and moves.
  private func describe(_ changeset: StagedChangeset<Item>) -> [String] {
    changeset.map { stage in
      let data = stage.data.map { "\($0.identity)@\(ObjectIdentifier($0.reactor).hashValue)" }
      let moves = stage.moved.map { "\($0.from)->\($0.to)" }
      return "data \(data) deleted \(stage.deleted) updated \(stage.updated) "
        + "inserted \(stage.inserted) moved \(moves)"
    }
  }

  func test_theChangesetIsTheItemsDiffAcrossAThousandSeededRandomUpdates() {
    var random = SplitMix64(seed: 41)
    var collection = ReactorCollection<Todo, TodoCellReactor>(todos(Array(0..<25)))
    var nextID = 25
    for step in 0..<1000 {
      var models = collection.models
      for _ in 0..<Int.random(in: 0...4, using: &random) where !models.isEmpty {
        models.remove(at: Int.random(in: 0..<models.count, using: &random))
      }
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        models.insert(
          Todo(id: nextID, title: "new"), at: Int.random(in: 0...models.count, using: &random))
        nextID += 1
      }
      for _ in 0..<Int.random(in: 0...3, using: &random) where !models.isEmpty {
        let moved = models.remove(at: Int.random(in: 0..<models.count, using: &random))
        models.insert(moved, at: Int.random(in: 0...models.count, using: &random))
      }
      if !models.isEmpty {
        models[Int.random(in: 0..<models.count, using: &random)].title = "changed \(step)"
      }
      let before = collection.items
      let changeset = collection.applyReturningChangeset(models)

      XCTAssertEqual(collection.models, models, "step \(step)")
      let diffed = StagedChangeset(source: before, target: collection.items)
      XCTAssertEqual(describe(changeset), describe(diffed), "step \(step)")
    }
  }

  func test_theInitializersVersionGivesTheSameChangesetAsADiff() {
    let initial = ReactorCollection<Todo, TodoCellReactor>(todos([1, 2, 3, 4]))
    var collection = initial
    let changeset = collection.applyReturningChangeset(todos([4, 2, 5]))
    let diffed = StagedChangeset(source: initial.items, target: collection.items)
    XCTAssertEqual(describe(changeset), describe(diffed))
    XCTAssertEqual(changeset.count, 2)
    XCTAssertEqual(changeset[0].deleted, [0, 2])
    XCTAssertEqual(changeset[1].inserted, [2])
    XCTAssertEqual(changeset[1].moved.map(\.from), [1])
  }

  func test_noChangeGivesNoStagesAndAChangedModelReloadsNothing() {
    var collection = ReactorCollection<Todo, TodoCellReactor>(todos([1, 2]))
    XCTAssertTrue(collection.applyReturningChangeset(todos([1, 2])).isEmpty)
    var renamed = todos([1, 2])
    renamed[0].title = "renamed"
    // The kept child takes the new model itself: the list has nothing to do.
    XCTAssertTrue(collection.applyReturningChangeset(renamed).isEmpty)
    XCTAssertEqual(collection[0].currentState.todo.title, "renamed")
  }
}
