// swift-tools-version: 6.0
import PackageDescription

/// The samples, each a folder `Samples/<folder>` holding its logic in
/// `Sources/<module>` (whose sample type is the module's name with `App`
/// for `Sample`), its executable in `Sources/<folder>` and its descriptions
/// in `README.md`. Adding a sample is its folder and one line here; then
/// `python3 Scripts/generate-sample-lists.py` writes the tour's list, the
/// tests' list and the READMEs' from this one (CI checks they are).
let samples: [(folder: String, module: String, resources: [Resource])] = [
  ("sectioned-list", "SectionedListSample", []),
  ("restaurants", "RestaurantsSample", [.copy("Resources/restaurants.json")]),
  ("cell-reactors", "CellReactorsSample", []),
  ("text-files", "TextFilesSample", []),
  ("config", "ConfigSample", []),
  ("counter", "CounterSample", []),
  ("search", "SearchSample", []),
  ("inbox", "InboxSample", []),
]

/// The layers, lowest first: every target comes after all the targets it
/// depends on, so dependencies only point up (here and in the lists below).
let layers: [Target] = [
  // Internal (no product, `package` access only): the lock, the serial
  // drain, main-actor delivery and Sendable boxes the other modules share.
  .target(name: "Platform"),
  .target(name: "Streams", dependencies: ["Platform"]),
  .target(name: "Sections"),
  .target(name: "ReactorCore", dependencies: ["Platform", "Streams", "Sections"]),
  .target(name: "HeadlessUI", dependencies: ["Platform", "Streams", "Sections", "ReactorCore"]),
  // The Swift source of recorded sessions (`TestStore` tests), without
  // XCTest or Testing: a sample's `--emit-test` writes tests, and an
  // executable that links XCTest does not start outside a test run on
  // every platform. ReactorTesting re-exports it.
  .target(name: "ReactorTestSource", dependencies: ["Streams", "ReactorCore"]),
  // After HeadlessUI: `ViewWarning.failsTests` turns view warnings into
  // test failures.
  .target(
    name: "ReactorTesting",
    dependencies: ["Platform", "Streams", "ReactorCore", "HeadlessUI", "ReactorTestSource"]),
  .target(name: "ReactorObservation", dependencies: ["Platform", "Streams", "ReactorCore"]),
  .target(
    name: "HeadlessReactor",
    dependencies: ["Streams", "Sections", "ReactorCore", "HeadlessUI", "ReactorObservation"]
  ),
]

/// Samples: each one's logic in a library, run by a thin executable, and
/// every sample's scenario in turn (`swift run tour`).
let sampleTargets: [Target] =
  [
    .target(
      name: "SampleSupport", dependencies: ["HeadlessReactor", "ReactorTestSource"],
      path: "Samples/SampleSupport/Sources/SampleSupport")
  ]
  + samples.flatMap { sample -> [Target] in
    [
      .target(
        name: sample.module, dependencies: ["HeadlessReactor", "SampleSupport"],
        path: "Samples/\(sample.folder)/Sources/\(sample.module)", resources: sample.resources),
      .executableTarget(
        name: sample.folder, dependencies: [.target(name: sample.module), "SampleSupport"],
        path: "Samples/\(sample.folder)/Sources/\(sample.folder)"),
    ]
  }
  + [
    .executableTarget(
      name: "tour",
      dependencies: ["SampleSupport"] + samples.map { .target(name: $0.module) },
      path: "Samples/tour")
  ]

let benchmarkTargets: [Target] = [
  // Heap statistics for the memory benchmarks (glibc's mallinfo2 is not in
  // Swift's Glibc module).
  .target(name: "AllocatorStats", path: "Benchmarks/AllocatorStats"),
  .executableTarget(
    name: "benchmarks",
    dependencies: [
      "Streams", "Sections", "ReactorCore", "HeadlessUI", "ReactorObservation", "AllocatorStats",
      // `testing.stateful` and `testing.monkey` measure ReactorTesting,
      // which links XCTest and Swift Testing: an executable that links
      // them starts on Linux, not on Darwin outside a test run (where
      // those scenarios are left out).
      .target(name: "ReactorTesting", condition: .when(platforms: [.linux])),
    ],
    path: "Benchmarks/benchmarks"
  ),
]

let testTargets: [Target] = [
  // Helpers shared by the test targets; used only by them.
  .target(
    name: "TestSupport", dependencies: ["Streams", "ReactorCore", "HeadlessUI", "ReactorTesting"],
    path: "Tests/TestSupport"),
  .testTarget(name: "PlatformTests", dependencies: ["Platform"]),
  .testTarget(
    name: "StreamsTests", dependencies: ["Platform", "Streams", "ReactorTesting", "TestSupport"]),
  .testTarget(name: "SectionsTests", dependencies: ["Sections", "TestSupport"]),
  .testTarget(
    name: "ReactorCoreTests",
    dependencies: ["Platform", "Streams", "ReactorCore", "ReactorTesting", "TestSupport"]),
  .testTarget(
    name: "ReactorTestingTests",
    dependencies: [
      "Platform", "Streams", "ReactorCore", "ReactorTesting", "HeadlessUI", "TestSupport",
    ]),
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
      // Seed 001 reads the restaurants sample's bundled JSON file.
      "RestaurantsSample",
    ]),
  .testTarget(
    name: "SamplesTests",
    dependencies: ["TestSupport", "SampleSupport", "HeadlessReactor", "ReactorTesting"]
      + samples.map { .target(name: $0.module) },
    // Recorded sessions, read by path: the generated tests beside them are
    // made from them (`swift run <sample> --replay <file> --emit-test`).
    exclude: ["Recordings"]),
  // Swift 5 language mode: a UIKit-style port compiles as it would
  // against UIKit (HeadlessUI's main-actor types are `@preconcurrency`).
  .testTarget(
    name: "Swift5ModeTests",
    dependencies: ["TestSupport", "HeadlessReactor", "ReactorTesting"],
    swiftSettings: [.swiftLanguageMode(.v5)]),
  .testTarget(
    name: "StressTests",
    dependencies: ["Platform", "Streams", "ReactorCore", "ReactorTesting", "AllocatorStats"]),
]

let package = Package(
  name: "HeadlessReactor",
  // Lowest layer first, as the targets.
  products: [
    .library(name: "Streams", targets: ["Streams"]),
    .library(name: "Sections", targets: ["Sections"]),
    .library(name: "ReactorCore", targets: ["ReactorCore"]),
    .library(name: "ReactorTesting", targets: ["ReactorTesting"]),
    .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
    .library(name: "ReactorObservation", targets: ["ReactorObservation"]),
    .library(name: "HeadlessReactor", targets: ["HeadlessReactor"]),
    .executable(name: "benchmarks", targets: ["benchmarks"]),
    .executable(name: "tour", targets: ["tour"]),
  ] + samples.map { .executable(name: $0.folder, targets: [$0.folder]) },
  targets: layers + sampleTargets + benchmarkTargets + testTargets,
  swiftLanguageModes: [.v6]
)
