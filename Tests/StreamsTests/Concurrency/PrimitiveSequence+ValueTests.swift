import Streams
import TestSupport
import XCTest

/// RxSwift 6's `value` of a Single, Maybe and Completable, awaited.
final class PrimitiveSequenceValueTests: XCTestCase {
  func test_singleValueIsItsElement() async throws {
    let value = try await Single.just(7).value
    XCTAssertEqual(value, 7)
  }

  func test_singleValueThrowsItsError() async {
    do {
      _ = try await Single<Int>.error(TestError.boom).value
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? TestError, .boom)
    }
  }

  func test_maybeValueIsItsElementOrNil() async throws {
    let some = try await Maybe.just(3).value
    let none = try await Maybe<Int>.empty().value
    XCTAssertEqual(some, 3)
    XCTAssertNil(none)
  }

  func test_completableValueReturnsOnCompletion() async throws {
    try await Completable.empty().value
  }

  func test_valueOfASingleThatArrivesLaterOnAnotherThread() async throws {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let value = try await Single.just(5).delay(.milliseconds(5), scheduler: scheduler).value
    XCTAssertEqual(value, 5)
  }

  func test_cancellingTheAwaitingTaskDisposesTheSubscriptionAndThrows() async {
    let subscribed = expectation(description: "subscribed")
    let disposed = expectation(description: "subscription disposed")
    let never = Single<Int>.create { _ in
      subscribed.fulfill()
      return Disposables.create { disposed.fulfill() }
    }
    let task = Task { try await never.value }
    await fulfillment(of: [subscribed], timeout: 10)
    task.cancel()
    do {
      _ = try await task.value
      XCTFail("expected cancellation")
    } catch {
      XCTAssertTrue(error is CancellationError)
    }
    await fulfillment(of: [disposed], timeout: 10)
  }

  func test_valueOfASynchronousMaybeInACancelledTaskIsItsResult() async throws {
    let task = Task { try await Maybe<Int>.empty().value }
    task.cancel()
    let value = try await task.value
    XCTAssertNil(value)
  }

  func test_aCancellationWhileTheSourceIsBeingSubscribedLetsItsSynchronousResultWin() async throws {
    // The task is cancelled from inside the subscription, before the
    // element: deterministic, where a cancellation from another thread
    // lands in that window only now and then.
    let task = Task {
      try await Maybe<Int>.create { maybe in
        withUnsafeCurrentTask { $0?.cancel() }
        maybe(.success(7))
        return Disposables.create()
      }.value
    }
    let value = try await task.value
    XCTAssertEqual(value, 7)
  }

  func test_valueOfASynchronousCompletableInACancelledTaskCompletes() async throws {
    let task = Task { try await Completable.empty().value }
    task.cancel()
    try await task.value
  }

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

/// A model class that is not `Sendable`, as most app models are.
private final class Profile {
  let name: String
  init(name: String) { self.name = name }
}
