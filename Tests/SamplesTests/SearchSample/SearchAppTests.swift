import Foundation
import HeadlessReactor
import ReactorTesting
import SampleSupport
import SearchSample
import TestSupport
import XCTest

/// Runs the executable's scenario with its real debounce and delays. The
/// test is synchronous, on the main thread but outside main-queue work, so
/// that `settle()` (MainLoop) can run the main queue; an `async`
/// main-actor test is itself main-queue work, which the main queue does not
/// nest.
final class SearchScenarioTests: ScreenTestCase {
  func test_scenarioShowsEveryStep() throws {
    let played = try MainActor.assumeIsolated { playedScenario(try SearchApp()) }
    XCTAssertEqual(
      played,
      """
      > start
      # Search
      <placeholder: Search Swift repositories and words>
      type to search
      [Load more] (disabled)

      > type swift
      # Search
      <swift>
      10+ results for "swift"
        apple/swift
        apple/swift-nio
        apple/swift-package-manager
        apple/swift-syntax
        apple/swift-format
        apple/swift-argument-parser
        apple/swift-collections
        apple/swift-algorithms
        apple/swift-numerics
        apple/swift-log
      [Load more]

      > tap Load more
      # Search
      <swift>
      20+ results for "swift"
        apple/swift
        apple/swift-nio
        apple/swift-package-manager
        apple/swift-syntax
        apple/swift-format
        apple/swift-argument-parser
        apple/swift-collections
        apple/swift-algorithms
        apple/swift-numerics
        apple/swift-log
        apple/swift-metrics
        apple/swift-crypto
        apple/swift-protobuf
        apple/swift-docc
        apple/swift-driver
        apple/swift-atomics
        apple/swift-system
        apple/swift-async-algorithms
        apple/swift-distributed-actors
        apple/swift-corelibs-foundation
      [Load more]

      > tap Load more
      # Search
      <swift>
      30+ results for "swift"
        apple/swift
        apple/swift-nio
        apple/swift-package-manager
        apple/swift-syntax
        apple/swift-format
        apple/swift-argument-parser
        apple/swift-collections
        apple/swift-algorithms
        apple/swift-numerics
        apple/swift-log
        apple/swift-metrics
        apple/swift-crypto
        apple/swift-protobuf
        apple/swift-docc
        apple/swift-driver
        apple/swift-atomics
        apple/swift-system
        apple/swift-async-algorithms
        apple/swift-distributed-actors
        apple/swift-corelibs-foundation
        apple/swift-corelibs-xctest
        apple/swift-corelibs-libdispatch
        apple/swift-llbuild
        apple/swift-nio-ssl
        apple/swift-nio-http2
        apple/swift-nio-transport-services
        apple/swift-openapi-generator
        apple/swift-testing
        apple/swift-foundation
        apple/swift-evolution
      [Load more]

      > type ui
      # Search
      <swiftui>
      2 results for "swiftui"
        siteline/swiftui-introspect
        SwiftUIX/SwiftUIX
      [Load more] (disabled)

      > clear
      # Search
      <placeholder: Search Swift repositories and words>
      type to search
      [Load more] (disabled)

      > type nio
      # Search
      <nio>
      5 results for "nio"
        apple/swift-nio
        apple/swift-nio-ssl
        apple/swift-nio-http2
        apple/swift-nio-transport-services
        vapor/postgres-nio
      [Load more] (disabled)
      """)
  }
}
