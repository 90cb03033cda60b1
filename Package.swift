// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "HeadlessReactor",
  // Lowest layer first, as the targets below.
  products: [
    .library(name: "Streams", targets: ["Streams"]),
    .library(name: "Sections", targets: ["Sections"]),
    .library(name: "ReactorCore", targets: ["ReactorCore"]),
    .library(name: "ReactorTesting", targets: ["ReactorTesting"]),
    .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
    .library(name: "ReactorObservation", targets: ["ReactorObservation"]),
    .library(name: "HeadlessReactor", targets: ["HeadlessReactor"]),
    .executable(name: "benchmarks", targets: ["benchmarks"]),
    .executable(name: "cell-reactors", targets: ["cell-reactors"]),
    .executable(name: "restaurants", targets: ["restaurants"]),
    .executable(name: "text-files", targets: ["text-files"]),
    .executable(name: "search", targets: ["search"]),
    .executable(name: "sectioned-list", targets: ["sectioned-list"]),
    .executable(name: "config", targets: ["config"]),
    .executable(name: "counter", targets: ["counter"]),
    .executable(name: "tour", targets: ["tour"]),
  ],
  // In dependency order: every target comes after all the targets it depends
  // on, so dependencies only point up this list.
  targets: [
    // Internal (no product, `package` access only): the lock, the serial
    // drain, main-actor delivery and Sendable boxes the other modules share.
    .target(name: "Platform"),
    .target(name: "Streams", dependencies: ["Platform"]),
    .target(name: "Sections"),
    .target(name: "ReactorCore", dependencies: ["Platform", "Streams", "Sections"]),
    .target(name: "HeadlessUI", dependencies: ["Platform", "Streams", "Sections", "ReactorCore"]),
    // After HeadlessUI: `ViewWarning.failsTests` turns view warnings into
    // test failures.
    .target(
      name: "ReactorTesting", dependencies: ["Platform", "Streams", "ReactorCore", "HeadlessUI"]),
    .target(name: "ReactorObservation", dependencies: ["Platform", "Streams", "ReactorCore"]),
    .target(
      name: "HeadlessReactor",
      dependencies: ["Streams", "Sections", "ReactorCore", "HeadlessUI", "ReactorObservation"]
    ),

    // Samples: each one's logic in a library, run by a thin executable.
    .target(
      name: "SampleSupport", dependencies: ["HeadlessReactor"],
      path: "Samples/SampleSupport/Sources/SampleSupport"),
    .target(
      name: "CellReactorsSample", dependencies: ["HeadlessReactor", "SampleSupport"],
      path: "Samples/cell-reactors/Sources/CellReactorsSample"),
    .executableTarget(
      name: "cell-reactors", dependencies: ["CellReactorsSample", "SampleSupport"],
      path: "Samples/cell-reactors/Sources/cell-reactors"),
    .target(
      name: "RestaurantsSample", dependencies: ["HeadlessReactor", "SampleSupport"],
      path: "Samples/restaurants/Sources/RestaurantsSample",
      resources: [.copy("Resources/restaurants.json")]),
    .executableTarget(
      name: "restaurants", dependencies: ["RestaurantsSample", "SampleSupport"],
      path: "Samples/restaurants/Sources/restaurants"),
    .target(
      name: "TextFilesSample", dependencies: ["HeadlessReactor", "SampleSupport"],
      path: "Samples/text-files/Sources/TextFilesSample"),
    .executableTarget(
      name: "text-files", dependencies: ["TextFilesSample", "SampleSupport"],
      path: "Samples/text-files/Sources/text-files"),
    .target(
      name: "SearchSample", dependencies: ["HeadlessReactor", "SampleSupport"],
      path: "Samples/search/Sources/SearchSample"),
    .executableTarget(
      name: "search", dependencies: ["SearchSample", "SampleSupport"],
      path: "Samples/search/Sources/search"),
    .target(
      name: "SectionedListSample", dependencies: ["HeadlessReactor", "SampleSupport"],
      path: "Samples/sectioned-list/Sources/SectionedListSample"),
    .executableTarget(
      name: "sectioned-list", dependencies: ["SectionedListSample", "SampleSupport"],
      path: "Samples/sectioned-list/Sources/sectioned-list"),
    .target(
      name: "ConfigSample", dependencies: ["HeadlessReactor", "SampleSupport"],
      path: "Samples/config/Sources/ConfigSample"),
    .executableTarget(
      name: "config", dependencies: ["ConfigSample", "SampleSupport"],
      path: "Samples/config/Sources/config"),
    .target(
      name: "CounterSample", dependencies: ["HeadlessReactor", "SampleSupport"],
      path: "Samples/counter/Sources/CounterSample"),
    .executableTarget(
      name: "counter", dependencies: ["CounterSample", "SampleSupport"],
      path: "Samples/counter/Sources/counter"),

    // Every sample's scenario in turn (`swift run tour`).
    .executableTarget(
      name: "tour",
      dependencies: [
        "SampleSupport", "CellReactorsSample", "RestaurantsSample", "TextFilesSample",
        "SearchSample", "SectionedListSample", "ConfigSample", "CounterSample",
      ],
      path: "Samples/tour"),

    // Heap statistics for the memory benchmarks (glibc's mallinfo2 is not in
    // Swift's Glibc module).
    .target(name: "AllocatorStats", path: "Benchmarks/AllocatorStats"),
    .executableTarget(
      name: "benchmarks",
      dependencies: [
        "Streams", "Sections", "ReactorCore", "HeadlessUI", "ReactorObservation", "AllocatorStats",
      ],
      path: "Benchmarks/benchmarks"
    ),

    // Helpers shared by the test targets; used only by them.
    .target(
      name: "TestSupport", dependencies: ["Streams", "HeadlessUI", "ReactorTesting"],
      path: "Tests/TestSupport"),
    .testTarget(
      name: "StreamsTests", dependencies: ["Platform", "Streams", "ReactorTesting", "TestSupport"]),
    .testTarget(name: "SectionsTests", dependencies: ["Sections", "TestSupport"]),
    .testTarget(
      name: "ReactorCoreTests",
      dependencies: ["Platform", "Streams", "ReactorCore", "ReactorTesting", "TestSupport"]),
    .testTarget(
      name: "ReactorTestingTests",
      dependencies: ["Platform", "Streams", "ReactorCore", "ReactorTesting", "HeadlessUI"]),
    .testTarget(
      name: "ReadmeTests",
      dependencies: [
        "TestSupport",
        "Streams", "Sections", "ReactorCore", "ReactorTesting", "HeadlessUI", "HeadlessReactor",
        "ReactorObservation",
      ]),
    // The DocC articles' code, verbatim, and tests of what they say.
    .testTarget(
      name: "DocumentationTests",
      dependencies: ["TestSupport", "HeadlessReactor", "ReactorTesting"]),
    .testTarget(
      name: "ReactorObservationTests",
      dependencies: ["Streams", "ReactorCore", "ReactorObservation", "TestSupport"]),
    .testTarget(
      name: "HeadlessUITests",
      dependencies: [
        "Streams", "Sections", "ReactorCore", "HeadlessUI", "ReactorTesting", "TestSupport",
      ],
      // Seed 001 reads its restaurants from a bundled JSON file.
      resources: [.copy("Seeds/Resources/restaurants.json")]),
    .testTarget(
      name: "SamplesTests",
      dependencies: [
        "TestSupport",
        "CellReactorsSample", "RestaurantsSample", "TextFilesSample", "SearchSample",
        "SectionedListSample", "ConfigSample", "CounterSample", "SampleSupport",
        "HeadlessReactor", "ReactorTesting",
      ]),
    // Swift 5 language mode: a UIKit-style port compiles as it would
    // against UIKit (HeadlessUI's main-actor types are `@preconcurrency`).
    .testTarget(
      name: "Swift5ModeTests",
      dependencies: ["TestSupport", "HeadlessReactor", "ReactorTesting"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "StressTests",
      dependencies: ["Platform", "Streams", "ReactorCore", "ReactorTesting", "AllocatorStats"]),
  ],
  swiftLanguageModes: [.v6]
)
