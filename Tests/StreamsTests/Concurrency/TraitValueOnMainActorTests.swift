import Streams
import XCTest

/// A model class that is not `Sendable`, as most app models are.
private final class Profile {
  let name: String
  init(name: String) { self.name = name }
}

/// `try await single.value` from `@MainActor` code compiles in Swift 6 mode
/// (the getter runs on the caller's actor) and runs.
@MainActor
final class TraitValueOnMainActorTests: XCTestCase {
  func test_aSinglesNonSendableValueIsAwaitedOnTheMainActor() async throws {
    let profile = try await Single.just(Profile(name: "Ann")).value
    XCTAssertEqual(profile.name, "Ann")
  }

  func test_aMaybesValueAndACompletablesCompletionAreAwaitedOnTheMainActor() async throws {
    let found = try await Maybe.just(Profile(name: "Bo")).value
    let missing = try await Maybe<Profile>.empty().value
    try await Completable.empty().value
    XCTAssertEqual(found?.name, "Bo")
    XCTAssertNil(missing)
  }

  func test_aSingleMadeFromACallbackIsAwaitedOnTheMainActor() async throws {
    let single = Single<Int>.create { observer in
      DispatchQueue.global().async { observer(.success(42)) }
      return Disposables.create()
    }
    let value = try await single.value
    XCTAssertEqual(value, 42)
  }
}

final class SingleCompletionWithoutElementTests: XCTestCase {
  /// A single whose `retry(when:)` trigger completes at once: its source
  /// completes without an element.
  private let emptied = Single<Int>.error(RxError.unknown)
    .retry(when: { (errors: Observable<Error>) in errors.take(0) })

  func test_aSingleThatCompletesWithoutAnElementFailsWithNoElements() {
    var events: [String] = []
    _ = emptied.subscribe { event in
      switch event {
      case .success(let value): events.append("success \(value)")
      case .failure(let error): events.append("failure \(error)")
      }
    }
    XCTAssertEqual(events, ["failure \(RxError.noElements)"])
  }

  func test_onFailureHearsNoElementsWhenASingleCompletesWithoutAnElement() {
    var results: [String] = []
    _ = emptied.subscribe(
      onSuccess: { results.append("success \($0)") }, onFailure: { results.append("\($0)") })
    XCTAssertEqual(results, ["\(RxError.noElements)"])
  }
}
