import Foundation
import ReactorCore
import Streams
import TestSupport
import XCTest

/// README.md's Swift code compiles as written (each block is in a file of
/// this target, in Swift 6 language mode, with no diagnostics), stays in
/// sync, and does what the README says. The files also hold the code of
/// the articles that took over the README's sections (checked by
/// DocumentationBlocksTests).
final class ReadmeBlocksTests: ScreenTestCase {
  private static let targetFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  private static let readme = targetFolder.appendingPathComponent("../../README.md")

  func test_everySwiftBlockOfTheReadmeIsAFileOfThisTarget() throws {
    let readme = try String(contentsOf: Self.readme, encoding: .utf8)
    let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map {
      String($0.components(separatedBy: "```").first ?? "")
    }
    XCTAssertGreaterThanOrEqual(blocks.count, 3)
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.targetFolder.path)
      .filter { $0.hasSuffix(".swift") && $0 != "ReadmeBlocksTests.swift" }
      .map { try String(contentsOf: Self.targetFolder.appendingPathComponent($0), encoding: .utf8) }
    for block in blocks {
      XCTAssertTrue(
        files.contains { $0.contains(block) },
        "README block not found verbatim in Tests/ReadmeTests:\n\(block)")
    }
  }

  func test_sendingActionsAsTheReadmeShowsReachesTheReactorFromEveryThread() async {
    let reactor = CounterReactor(scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
    let sixActions = expectation(description: "six actions processed")
    let subscription = reactor.state.subscribe(onNext: { state in
      if state.value == -6 { sixActions.fulfill() }
    })
    await sendFromEverywhere(to: reactor)
    await fulfillment(of: [sixActions], timeout: 10)
    XCTAssertEqual(reactor.currentState.value, -6)
    subscription.dispose()
  }

  func test_searchExampleDebouncesAndSearches() {
    var searched: [String] = []
    let model = SearchViewModel(search: { text in
      searched.append(text)
      return .just([text])
    })
    model.query.onNext("  swift ")
    XCTAssertTrue(searched.isEmpty, "debounced for 300 ms")
    withExtendedLifetime(model) {}
  }

  func test_sectionsExampleAppliesEveryStage() throws {
    let old = [FileSection(model: "Files", items: [FileItem(name: "a", size: 1)])]
    let new = [
      FileSection(
        model: "Files", items: [FileItem(name: "b", size: 2), FileItem(name: "a", size: 3)])
    ]
    XCTAssertEqual(try update(from: old, to: new).map(\.items), new.map(\.items))
  }
}

/// A service answering at once, for the traits example.
private struct InstantProfiles: ProfileService {
  func profile(id: Int) -> Single<Profile> { .just(Profile(name: "Ann \(id)")) }
}

/// The traits example does what the README says.
final class ReadmeTraitsTests: ScreenTestCase {
  @MainActor
  func test_profileNameIsDrivenAfterAReload() {
    let model = ProfileViewModel(service: InstantProfiles(), id: 7)
    var names: [String] = []
    let subscription = model.name.drive(onNext: { names.append($0) })
    model.reload.accept(())
    XCTAssertEqual(names, ["Ann 7"])
    subscription.dispose()
  }

  func test_profileNameCanBeAwaited() async throws {
    let name = try await loadName(service: InstantProfiles())
    XCTAssertEqual(name, "Ann 1")
  }
}
