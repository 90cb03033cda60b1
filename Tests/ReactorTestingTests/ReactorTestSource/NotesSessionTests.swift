// Generated from a recording of NotesReactor (8 actions over 8.000 s).
// Regenerate it rather than edit it:
//   NotesSessionSourceTests regenerates this file and compares.

import Foundation
import ReactorTesting
import XCTest

/// The recorded session of NotesReactor, replayed by a `TestStore`.
final class NotesSessionTests: XCTestCase {
  func test_replaysTheRecordedSession() throws {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let reactor = NotesReactor()
    let store = TestStore(reactor: reactor, scheduler: scheduler)

    store.send(
      try recordedAction(#"{"add":{"_0":{"isPinned":false,"title":"Groceries"}}}"#),
      printing: [
        "notes[0].title: \"Groceries\"",
        "notes[0].isPinned: false",
        "mode: .browsing",
        "tags: []",
        "counts[\"a\"]: 0",
        "counts[\"b\"]: 0",
        "counts[\"c\"]: 0",
      ])
    store.advance(by: .milliseconds(1000))
    store.send(
      try recordedAction(#"{"add":{"_0":{"isPinned":false,"title":"Call \"Ann\""}}}"#),
      printing: [
        "notes[0].title: \"Groceries\"",
        "notes[0].isPinned: false",
        "notes[1].title: \"Call \\\"Ann\\\"\"",
        "notes[1].isPinned: false",
        "mode: .browsing",
        "tags: []",
        "counts[\"a\"]: 0",
        "counts[\"b\"]: 0",
        "counts[\"c\"]: 0",
      ])
    store.advance(by: .milliseconds(1000))
    store.send(.pin(1)) {
      $0.notes[1].isPinned = true
    }
    store.advance(by: .milliseconds(1000))
    store.send(.edit(0)) {
      $0.mode = .editing(index: 0)
    }
    store.advance(by: .milliseconds(1000))
    store.send(.tag("home")) {
      $0.tags = ["home"]
    }
    store.advance(by: .milliseconds(1000))
    store.send(.tag("work")) {
      $0.tags = ["home", "work"]
    }
    store.advance(by: .milliseconds(1000))
    store.send(.count("b")) {
      $0.counts["b"] = 1
    }
    store.advance(by: .milliseconds(1000))
    store.send(.clear) {
      $0.notes = []
      $0.mode = .browsing
      $0.tags = []
      $0.counts["b"] = 0
    }
    store.advance(by: .milliseconds(1000))
    store.finish()
  }
}

/// An action decoded from the JSON the recording holds.
private func recordedAction(_ json: String) throws -> RecordedAction {
  try JSONDecoder().decode(RecordedAction.self, from: Data(json.utf8))
}

/// The recorded reactor's action type.
private typealias RecordedAction = ReactorTestingTests.NotesReactor.Action
