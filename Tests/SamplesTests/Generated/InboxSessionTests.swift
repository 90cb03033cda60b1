// Generated from a recording of InboxReactor (11 actions over 0.006 s).
// Regenerate it rather than edit it:
//   swift run inbox --replay Tests/SamplesTests/Recordings/inbox-session.json --emit-test

import Foundation
import InboxSample
import ReactorCore
import ReactorTesting
import Testing

/// The recorded session of InboxReactor, replayed by a `TestStore`.
@Suite struct InboxSessionTests {
  @Test func replaysTheRecordedSession() throws {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let settings = Shared<InboxSample.InboxSettings>(
      try recordedValue(#"{"showsPreviews":true,"sortOrder":"Newest first"}"#))
    let reactor = InboxReactor(settings: settings, openingMessage: nil)
    let store = TestStore(reactor: reactor, scheduler: scheduler)

    store.advance(by: .milliseconds(2))
    store.send(.open(id: 3)) {
      $0.messages[2].isRead = true
      $0.navigation.path = [.message(id: 3)]
    }
    store.advance(by: .milliseconds(1))
    store.send(.navigation(.popped(depth: 0))) {
      $0.navigation.path = []
    }
    store.send(.openSettings) {
      $0.navigation.path = [.settings]
    }
    store.advance(by: .milliseconds(1))
    settings.set(try recordedValue(#"{"showsPreviews":false,"sortOrder":"Newest first"}"#))
    store.receive {
      $0.settings.showsPreviews = false
    }
    settings.set(try recordedValue(#"{"showsPreviews":false,"sortOrder":"Oldest first"}"#))
    store.receive {
      $0.settings.sortOrder = .oldestFirst
    }
    store.send(.navigation(.popped(depth: 0))) {
      $0.navigation.path = []
    }
    store.send(.compose) {
      $0.navigation.presented = .compose
    }
    store.advance(by: .milliseconds(1))
    store.send(
      .send("See you at noon"),
      printing: [
        "messages[0].id: 1",
        "messages[0].sender: \"Ann\"",
        "messages[0].subject: \"Welcome\"",
        "messages[0].body: \"Your inbox is ready.\"",
        "messages[0].isRead: true",
        "messages[1].id: 2",
        "messages[1].sender: \"Bob\"",
        "messages[1].subject: \"Lunch?\"",
        "messages[1].body: \"Are you free at noon?\"",
        "messages[1].isRead: false",
        "messages[2].id: 3",
        "messages[2].sender: \"Cy\"",
        "messages[2].subject: \"Invoice\"",
        "messages[2].body: \"Attached, due Friday.\"",
        "messages[2].isRead: true",
        "messages[3].id: 4",
        "messages[3].sender: \"Dee\"",
        "messages[3].subject: \"Offsite\"",
        "messages[3].body: \"Agenda in the doc.\"",
        "messages[3].isRead: false",
        "messages[4].id: 5",
        "messages[4].sender: \"Me\"",
        "messages[4].subject: \"See you at noon\"",
        "messages[4].body: \"Sent from the sample.\"",
        "messages[4].isRead: true",
        "settings.showsPreviews: false",
        "settings.sortOrder: .oldestFirst",
        "navigation.path: []",
        "navigation.presented: nil",
      ])
    store.send(.compose) {
      $0.navigation.presented = .compose
    }
    store.advance(by: .milliseconds(1))
    store.send(.navigation(.dismissed)) {
      $0.navigation.presented = nil
    }
    store.send(.openSettings) {
      $0.navigation.path = [.settings]
    }
    store.send(.deepLink(id: 2)) {
      $0.messages[1].isRead = true
      $0.navigation.path = [.message(id: 2)]
    }
    store.send(.navigation(.popped(depth: 0))) {
      $0.navigation.path = []
    }
    store.finish()
  }
}

/// A shared value decoded from the JSON the recording holds.
private func recordedValue<Value: Decodable>(_ json: String) throws -> Value {
  try JSONDecoder().decode(Value.self, from: Data(json.utf8))
}
