// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "HeadlessReactor",
  products: [
    .library(name: "HeadlessReactor", targets: ["HeadlessReactor"]),
    .library(name: "Streams", targets: ["Streams"]),
    .library(name: "Sections", targets: ["Sections"]),
    .library(name: "ReactorCore", targets: ["ReactorCore"]),
    .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
    .library(name: "ReactorTesting", targets: ["ReactorTesting"]),
    .executable(name: "benchmarks", targets: ["benchmarks"]),
  ],
  targets: [
    // Layers, lowest first; dependencies only point down this list.
    .target(name: "Streams"),
    .target(name: "Sections"),
    .target(name: "ReactorCore", dependencies: ["Streams", "ReactorRuntimeShims"]),
    // ReactorCore's access to one Swift runtime function (`swift_tryRetain`).
    .target(name: "ReactorRuntimeShims"),
    .target(name: "HeadlessUI", dependencies: ["Streams", "Sections", "ReactorCore"]),
    .target(name: "ReactorTesting", dependencies: ["Streams", "ReactorCore"]),
    .target(
      name: "HeadlessReactor",
      dependencies: ["Streams", "Sections", "ReactorCore", "HeadlessUI"]
    ),

    .executableTarget(
      name: "benchmarks",
      dependencies: ["Streams", "ReactorCore", "Sections", "AllocatorStats"],
      path: "Benchmarks/benchmarks"
    ),
    // Heap statistics for the memory benchmarks (glibc's mallinfo2 is not in
    // Swift's Glibc module).
    .target(name: "AllocatorStats", path: "Benchmarks/AllocatorStats"),

    .testTarget(name: "StreamsTests", dependencies: ["Streams", "ReactorTesting"]),
    .testTarget(name: "SectionsTests", dependencies: ["Sections"]),
    .testTarget(
      name: "ReactorCoreTests", dependencies: ["Streams", "ReactorCore", "ReactorTesting"]),
    .testTarget(
      name: "ReactorTestingTests", dependencies: ["Streams", "ReactorCore", "ReactorTesting"]),
    .testTarget(
      name: "StressTests", dependencies: ["Streams", "ReactorCore", "ReactorTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
