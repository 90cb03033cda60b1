import CellReactorsSample
import CounterSample
import HeadlessReactor
import InboxSample
import ReactorTesting
import SearchSample
import XCTest

/// Property-based tests of the samples' reactors (`StatefulTest`): random
/// actions, with delays and debounces taking part, and each sample's own
/// invariants after every action and tick.
final class SampleStatefulTests: XCTestCase {
  func test_counter_neverWrapsAroundAndSettlesAfterItsDelay() {
    StatefulTest { scheduler in
      CounterViewReactor(value: .max - 2, scheduler: scheduler, delay: .seconds(1))
    }
    .rule("increase") { _, _ in .increase }
    .rule("decrease") { _, _ in .decrease }
    .invariant("the value never wraps around") { $0.value >= .max - 60 }
    .invariant("the value stays in Int's range") { $0.canDecrease || $0.value == .min }
    .check(runs: 50, steps: 40, seed: 38, ticksBetweenActions: 0...2)
  }

  func test_inbox_navigationAlwaysShowsExistingMessagesAndOpenedOnesAreRead() {
    StatefulTest { _ in InboxReactor(settings: Shared(InboxSettings())) }
      .rule("open") { state, random in
        .open(id: state.messages.randomElement(using: &random)?.id ?? 1)
      }
      .rule("deep link") { _, random in .deepLink(id: Int.random(in: 0...12, using: &random)) }
      .rule("settings", when: { $0.navigation.presented == nil }) { _, _ in .openSettings }
      .rule("compose", when: { $0.navigation.presented == nil }) { _, _ in .compose }
      .rule("send", when: { $0.navigation.presented == .compose }) { _, random in
        .send(["Hi", "  ", "Lunch?", ""].randomElement(using: &random)!)
      }
      .rule("cancel", when: { $0.navigation.presented == .compose }) { _, _ in .cancelCompose }
      .rule(
        "back", when: { !$0.navigation.path.isEmpty && $0.navigation.presented == nil },
        { state, random in
          .navigation(
            .popped(depth: Int.random(in: 0..<state.navigation.path.count, using: &random)))
        }
      )
      .rule("swipe down", when: { $0.navigation.presented != nil }) { _, _ in
        .navigation(.dismissed)
      }
      .invariant("message ids are unique") { Set($0.messages.map(\.id)).count == $0.messages.count }
      .invariant("every shown message exists and is read") { state in
        state.navigation.path.allSatisfy { destination in
          guard case .message(let id) = destination else { return true }
          return state.message(id: id)?.isRead == true
        }
      }
      .invariant("the header counts the unread messages") { state in
        state.sections[0].header == "Inbox: \(state.messages.filter { !$0.isRead }.count) unread"
      }
      .invariant("a sent message has a subject") { state in
        state.messages.allSatisfy { !$0.subject.trimmingCharacters(in: .whitespaces).isEmpty }
      }
      .check(runs: 100, steps: 40, seed: 38)
  }

  func test_cellReactors_taskIdsAreUniqueAndDoneCountsAreRight() {
    let base = StatefulTest { _ in
      TaskListReactor(
        mains: [Main(id: 0, message: "Write"), Main(id: 1, message: "Test")],
        subs: [Sub(id: 2, message: "Ship")])
    }
    let adding =
      base
      .rule("type") { _, random in
        .updateNewTask(["", "Buy", "Call"].randomElement(using: &random)!)
      }
      .rule("add") { _, _ in .addNewTask }
      .rule("add main") { _, _ in .addMain("Main") }
      .rule("add sub") { _, _ in .addSub("Sub") }
    let rules =
      adding
      .rule("remove") { state, random in
        let section = Int.random(in: 0...1, using: &random)
        let count = section == 0 ? state.mains.models.count : state.subs.models.count
        return .remove(section: section, row: Int.random(in: 0...max(count, 0), using: &random))
      }
      .rule(
        "toggle main", when: { !$0.mains.models.isEmpty },
        { state, random in
          .main(id: state.mains.models.randomElement(using: &random)!.id, action: .toggleDone)
        }
      )
      .rule(
        "toggle sub", when: { !$0.subs.models.isEmpty },
        { state, random in
          .sub(id: state.subs.models.randomElement(using: &random)!.id, action: .toggleDone)
        })
    let unique = rules.invariant("task ids are unique") { state in
      let ids = state.mains.models.map(\.id) + state.subs.models.map(\.id)
      return Set(ids).count == ids.count
    }
    unique.invariant("new ids come after every id") { state in
      (state.mains.models.map(\.id) + state.subs.models.map(\.id)).allSatisfy { $0 < state.nextID }
    }
    .invariant("the headers count the done tasks") { state in
      let mains = state.mains.models
      let subs = state.subs.models
      return state.sections.map(\.header) == [
        "Main (\(mains.filter(\.isDone).count)/\(mains.count) done)",
        "Sub (\(subs.filter(\.isDone).count)/\(subs.count) done)",
      ]
    }
    .invariant("each cell shows its task") { state in
      zip(state.mains.items, state.mains.models).allSatisfy {
        $0.reactor.currentState.isDone == $1.isDone
      }
    }
    .check(runs: 100, steps: 40, seed: 38)
  }

  func test_search_resultsAlwaysMatchTheQueryTheyShow() {
    let corpus = ["swift", "swift-nio", "swift-log", "swiftlint", "rxswift", "reactorkit"]
    StatefulTest { scheduler in
      SearchReactor(
        service: SearchService(
          corpus: corpus, pageSize: 2, delay: .seconds(1), scheduler: scheduler),
        clock: TestClock(scheduler: scheduler))
    }
    .rule("type") { _, random in
      .updateQuery(["", "s", "sw", "swift", "log", "kit", "x"].randomElement(using: &random)!)
    }
    .rule("search") { state, _ in .search(state.query) }
    .rule("next page", when: { $0.nextPage != nil }) { _, _ in .loadNextPage }
    .invariant("results are distinct") { Set($0.results).count == $0.results.count }
    .invariant("shown results match the query") { state in
      !state.showsResultsOfQuery
        || state.results.allSatisfy { $0.contains(state.query.lowercased()) }
    }
    .invariant("no next page without results") { $0.nextPage == nil || !$0.results.isEmpty }
    .check(runs: 100, steps: 30, seed: 38, ticksBetweenActions: 0...2)
  }
}
