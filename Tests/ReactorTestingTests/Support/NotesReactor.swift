import ReactorCore
import ReactorTesting
import Streams

/// A reactor whose actions and states exercise every form a generated test
/// takes: an action with a struct payload (decoded from JSON in the test),
/// a state whose array of structs grows (asserted by its printed lines), an
/// element of that array changed in place, an enum case with a labelled
/// payload, a set and a dictionary.
final class NotesReactor: Reactor {
  struct Note: Codable, Equatable {
    var title: String
    var isPinned = false
  }

  enum Mode: Equatable {
    case browsing
    case editing(index: Int)
  }

  enum Action: Codable {
    case add(Note)
    case pin(Int)
    case edit(Int)
    case tag(String)
    case count(String)
    case clear
  }

  struct State: Equatable {
    var notes: [Note] = []
    var mode = Mode.browsing
    var tags: Set<String> = []
    var counts: [String: Int] = ["a": 0, "b": 0, "c": 0]
  }

  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .add(let note): state.notes.append(note)
    case .pin(let index): state.notes[index].isPinned = true
    case .edit(let index): state.mode = .editing(index: index)
    case .tag(let tag): state.tags.insert(tag)
    case .count(let key): state.counts[key, default: 0] += 1
    case .clear: state = State()
    }
    return state
  }
}

/// A session of `NotesReactor` on virtual time, one action per second.
func recordedNotesSession() throws -> Recording {
  let scheduler = TestScheduler(initialClock: 0)
  let reactor = NotesReactor()
  let recorder = try SessionRecorder(reactor, scheduler: scheduler)
  let actions: [NotesReactor.Action] = [
    .add(.init(title: "Groceries")), .add(.init(title: "Call \"Ann\"")), .pin(1), .edit(0),
    .tag("home"), .tag("work"), .count("b"), .clear,
  ]
  for action in actions {
    reactor.action.onNext(action)
    scheduler.advance(by: 1)
  }
  return try recorder.stop()
}

/// The XCTest source `testStoreSource` writes for the notes session.
func notesSessionSource() throws -> String {
  let scheduler = TestScheduler(initialClock: 0)
  return try recordedNotesSession().testStoreSource(
    replayingInto: NotesReactor(), scheduler: scheduler, reactorSource: "NotesReactor()",
    imports: [], typeName: "NotesSessionTests", framework: .xcTest,
    note: "NotesSessionSourceTests regenerates this file and compares.")
}
