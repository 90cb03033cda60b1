// Generated from a recording of SearchReactor (13 actions over 1.794 s).
// Regenerate it rather than edit it:
//   swift run search --replay Tests/SamplesTests/Recordings/search-session.json --emit-test

import ReactorTesting
import SearchSample
import Testing

/// The recorded session of SearchReactor, replayed by a `TestStore`.
@Suite struct SearchSessionTests {
  @Test func replaysTheRecordedSession() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let reactor = SearchReactor(
      service: SearchService(scheduler: scheduler), clock: TestClock(scheduler: scheduler))
    let store = TestStore(reactor: reactor, scheduler: scheduler)

    store.advance(by: .milliseconds(13))
    store.send(.updateQuery("s")) {
      $0.query = "s"
      $0.isDebouncing = true
    }
    store.advance(by: .milliseconds(1))
    store.send(.updateQuery("sw")) {
      $0.query = "sw"
    }
    store.advance(by: .milliseconds(1))
    store.send(.updateQuery("swi")) {
      $0.query = "swi"
    }
    store.send(.updateQuery("swif")) {
      $0.query = "swif"
    }
    store.send(.updateQuery("swift")) {
      $0.query = "swift"
    }
    store.advance(by: .milliseconds(300))
    store.receive {
      $0.isDebouncing = false
      $0.searchingQuery = "swift"
    }
    store.advance(by: .milliseconds(100))
    store.receive {
      $0.results = [
        "apple/swift",
        "apple/swift-nio",
        "apple/swift-package-manager",
        "apple/swift-syntax",
        "apple/swift-format",
        "apple/swift-argument-parser",
        "apple/swift-collections",
        "apple/swift-algorithms",
        "apple/swift-numerics",
        "apple/swift-log",
      ]
      $0.nextPage = 1
      $0.searchingQuery = nil
    }
    store.advance(by: .milliseconds(14))
    store.send(.loadNextPage) {
      $0.isLoadingNextPage = true
    }
    store.advance(by: .milliseconds(100))
    store.receive {
      $0.results = [
        "apple/swift",
        "apple/swift-nio",
        "apple/swift-package-manager",
        "apple/swift-syntax",
        "apple/swift-format",
        "apple/swift-argument-parser",
        "apple/swift-collections",
        "apple/swift-algorithms",
        "apple/swift-numerics",
        "apple/swift-log",
        "apple/swift-metrics",
        "apple/swift-crypto",
        "apple/swift-protobuf",
        "apple/swift-docc",
        "apple/swift-driver",
        "apple/swift-atomics",
        "apple/swift-system",
        "apple/swift-async-algorithms",
        "apple/swift-distributed-actors",
        "apple/swift-corelibs-foundation",
      ]
      $0.nextPage = 2
    }
    store.receive {
      $0.isLoadingNextPage = false
    }
    store.advance(by: .milliseconds(13))
    store.send(.loadNextPage) {
      $0.isLoadingNextPage = true
    }
    store.advance(by: .milliseconds(100))
    store.receive {
      $0.results = [
        "apple/swift",
        "apple/swift-nio",
        "apple/swift-package-manager",
        "apple/swift-syntax",
        "apple/swift-format",
        "apple/swift-argument-parser",
        "apple/swift-collections",
        "apple/swift-algorithms",
        "apple/swift-numerics",
        "apple/swift-log",
        "apple/swift-metrics",
        "apple/swift-crypto",
        "apple/swift-protobuf",
        "apple/swift-docc",
        "apple/swift-driver",
        "apple/swift-atomics",
        "apple/swift-system",
        "apple/swift-async-algorithms",
        "apple/swift-distributed-actors",
        "apple/swift-corelibs-foundation",
        "apple/swift-corelibs-xctest",
        "apple/swift-corelibs-libdispatch",
        "apple/swift-llbuild",
        "apple/swift-nio-ssl",
        "apple/swift-nio-http2",
        "apple/swift-nio-transport-services",
        "apple/swift-openapi-generator",
        "apple/swift-testing",
        "apple/swift-foundation",
        "apple/swift-evolution",
      ]
      $0.nextPage = 3
    }
    store.receive {
      $0.isLoadingNextPage = false
    }
    store.advance(by: .milliseconds(13))
    store.send(.updateQuery("swiftu")) {
      $0.query = "swiftu"
      $0.isDebouncing = true
    }
    store.advance(by: .milliseconds(1))
    store.send(.updateQuery("swiftui")) {
      $0.query = "swiftui"
    }
    store.advance(by: .milliseconds(300))
    store.receive {
      $0.isDebouncing = false
      $0.searchingQuery = "swiftui"
    }
    store.advance(by: .milliseconds(100))
    store.receive {
      $0.results = ["siteline/swiftui-introspect", "SwiftUIX/SwiftUIX"]
      $0.nextPage = nil
      $0.searchingQuery = nil
    }
    store.advance(by: .milliseconds(13))
    store.send(.updateQuery("")) {
      $0.query = ""
      $0.isDebouncing = true
    }
    store.advance(by: .milliseconds(300))
    store.receive {
      $0.isDebouncing = false
    }
    store.receive {
      $0.results = []
    }
    store.advance(by: .milliseconds(12))
    store.send(.updateQuery("n")) {
      $0.query = "n"
      $0.isDebouncing = true
    }
    store.advance(by: .milliseconds(1))
    store.send(.updateQuery("ni")) {
      $0.query = "ni"
    }
    store.send(.updateQuery("nio")) {
      $0.query = "nio"
    }
    store.advance(by: .milliseconds(300))
    store.receive {
      $0.isDebouncing = false
      $0.searchingQuery = "nio"
    }
    store.advance(by: .milliseconds(100))
    store.receive {
      $0.results = [
        "apple/swift-nio",
        "apple/swift-nio-ssl",
        "apple/swift-nio-http2",
        "apple/swift-nio-transport-services",
        "vapor/postgres-nio",
      ]
      $0.searchingQuery = nil
    }
    store.advance(by: .milliseconds(12))
    store.finish()
  }
}
