import Foundation
import ReactorCore
import Sections
import Streams

/// A cell model of the children scenario.
struct ChildModel: IdentifiableType, Equatable {
  let id: UUID
  var version: Int
  var identity: UUID { id }
}

/// A cell reactor kept per identity.
final class ChildReactor: ModelReactor {
  enum Action { case touch }
  enum Mutation {
    case touch
    case setModel(ChildModel)
  }
  struct State {
    var model: ChildModel
    var touches = 0
  }
  let initialState: State
  init(model: ChildModel) { initialState = State(model: model) }
  func mutation(forNewModel model: ChildModel) -> Mutation { .setModel(model) }
  func mutate(action: Action) -> Observable<Mutation> { .just(.touch) }
  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .touch: state.touches += 1
    case .setModel(let model): state.model = model
    }
    return state
  }
}

/// 10,000 models, then 250 each inserted, removed, moved and changed.
private func childrenScenario() -> (before: [ChildModel], after: [ChildModel]) {
  var random = SplitMix64(seed: 10_000)
  let before = (0..<10_000).map { _ in ChildModel(id: UUID(), version: 0) }
  var after = before
  for _ in 0..<250 { after.remove(at: Int.random(in: 0..<after.count, using: &random)) }
  for _ in 0..<250 {
    after.insert(
      ChildModel(id: UUID(), version: 0), at: Int.random(in: 0...after.count, using: &random))
  }
  for _ in 0..<250 { after[Int.random(in: 0..<after.count, using: &random)].version += 1 }
  for _ in 0..<250 {
    let model = after.remove(at: Int.random(in: 0..<after.count, using: &random))
    after.insert(model, at: Int.random(in: 0...after.count, using: &random))
  }
  return (before, after)
}

private let children = childrenScenario()

/// ReactorKit's way, the whole-update baseline: a new reactor for every
/// model, shown as items diffed by identity (RxDataSources' rules).
struct RecreatedItem: IdentifiableType, Equatable {
  let reactor: ChildReactor
  var identity: UUID { reactor.initialState.model.id }
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.reactor.initialState.model == rhs.reactor.initialState.model
  }
}

/// The whole update a screen does: apply the models and take the stages
/// that animate the list (`reload(using:)`), the items included, in one
/// pass.
private func wholeUpdate() -> Double {
  var collection = ReactorCollection<ChildModel, ChildReactor>(children.before)
  return milliseconds {
    blackHole(collection.applyReturningChangeset(children.after))
  }
}

/// Recreating every child reactor and diffing them (ReactorKit with
/// RxDataSources): the same change.
private func recreateAndDiff() -> Double {
  let shown = [
    AnimatableSectionModel(
      model: 0, items: children.before.map { RecreatedItem(reactor: ChildReactor(model: $0)) })
  ]
  return milliseconds {
    let next = [
      AnimatableSectionModel(
        model: 0, items: children.after.map { RecreatedItem(reactor: ChildReactor(model: $0)) })
    ]
    blackHole(try! Diff.differencesForSectionedView(initialSections: shown, finalSections: next))
  }
}

func childrenScenarios() -> [Scenario] {
  [
    Scenario(
      name: "children.update.10k", unit: "ms",
      summary:
        "ReactorCollection.apply, 10,000 models, 10% ins/del/moved/changed (baseline: the sectioned diff alone; target ≤1.3x)",
      measure: {
        var collection = ReactorCollection<ChildModel, ChildReactor>(children.before)
        let time = milliseconds { collection.apply(children.after) }
        precondition(collection.count == children.after.count)
        return time
      },
      baseline: {
        let before = [AnimatableSectionModel(model: 0, items: children.before)]
        let after = [AnimatableSectionModel(model: 0, items: children.after)]
        return milliseconds {
          blackHole(
            try! Diff.differencesForSectionedView(initialSections: before, finalSections: after))
        }
      }),
    Scenario(
      name: "children.wholeUpdate.10k", unit: "ms",
      summary:
        "applyReturningChangeset (the update and its stages, items included), 10,000 "
        + "models, 10% changed (baseline: recreating every child reactor and diffing them, "
        + "ReactorKit's way)",
      measure: wholeUpdate, baseline: recreateAndDiff),
  ]
}
