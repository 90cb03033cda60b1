import Dispatch
import Foundation
import ReactorTesting
import Streams
import XCTest

/// A callback API as Swift 6 code writes one: the completion handler is
/// `@Sendable` and is called on another thread, later.
private final class WeatherService: Sendable {
  enum Failure: Error, Equatable { case offline }

  private let queue = DispatchQueue(label: "WeatherService")
  private let reply: Result<String, Failure>

  init(reply: Result<String, Failure>) { self.reply = reply }

  func fetch(city: String, completion: @escaping @Sendable (Result<String, Failure>) -> Void) {
    let reply = reply.map { "\(city): \($0)" }
    queue.async { completion(reply) }
  }

  func fetchAll(
    cities: [String], each: @escaping @Sendable (String) -> Void,
    done: @escaping @Sendable () -> Void
  ) {
    queue.async {
      for city in cities { each("\(city): sunny") }
      done()
    }
  }
}

/// RxSwift's own way to wrap a callback API, as its
/// documentation writes it, compiles in Swift 6 (this target's language
/// mode) with `@Sendable` completion handlers capturing the observer, and
/// runs: each form below failed to compile with "capture of 'observer' with
/// non-Sendable type" before.
final class CallbackWrappingTests: XCTestCase {
  func test_observableCreateWrapsACallbackThatCapturesTheObserver() throws {
    let service = WeatherService(reply: .success("sunny"))
    let weather = Observable<String>.create { observer in
      service.fetchAll(
        cities: ["Oslo", "Rome"],
        each: { observer.onNext($0) },
        done: { observer.onCompleted() })
      return Disposables.create()
    }

    XCTAssertEqual(try weather.toBlocking(timeout: 10).toArray(), ["Oslo: sunny", "Rome: sunny"])
  }

  func test_observableCreatePassesACallbackErrorOn() {
    let service = WeatherService(reply: .failure(.offline))
    let weather = Observable<String>.create { observer in
      service.fetch(city: "Oslo") { result in
        switch result {
        case .success(let text):
          observer.onNext(text)
          observer.onCompleted()
        case .failure(let error):
          observer.onError(error)
        }
      }
      return Disposables.create()
    }

    XCTAssertThrowsError(try weather.toBlocking(timeout: 10).toArray()) { error in
      XCTAssertEqual(error as? WeatherService.Failure, .offline)
    }
  }

  func test_singleCreateWrapsACallbackThatCapturesTheSingleObserver() throws {
    let service = WeatherService(reply: .success("sunny"))
    let weather = Single<String>.create { single in
      service.fetch(city: "Oslo") { result in
        switch result {
        case .success(let text): single(.success(text))
        case .failure(let error): single(.failure(error))
        }
      }
      return Disposables.create()
    }

    XCTAssertEqual(try weather.toBlocking(timeout: 10).single(), "Oslo: sunny")
  }

  func test_maybeCreateWrapsACallbackThatCapturesTheMaybeObserver() throws {
    let service = WeatherService(reply: .failure(.offline))
    let weather = Maybe<String>.create { maybe in
      service.fetch(city: "Oslo") { result in
        switch result {
        case .success(let text): maybe(.success(text))
        case .failure: maybe(.completed)
        }
      }
      return Disposables.create()
    }

    XCTAssertEqual(try weather.toBlocking(timeout: 10).toArray(), [])
  }

  func test_completableCreateWrapsACallbackThatCapturesTheCompletableObserver() {
    let service = WeatherService(reply: .failure(.offline))
    let refresh = Completable.create { completable in
      service.fetch(city: "Oslo") { result in
        switch result {
        case .success: completable(.completed)
        case .failure(let error): completable(.error(error))
        }
      }
      return Disposables.create()
    }

    XCTAssertThrowsError(try refresh.toBlocking(timeout: 10).toArray()) { error in
      XCTAssertEqual(error as? WeatherService.Failure, .offline)
    }
  }

  func test_infallibleCreateWrapsACallbackThatCapturesTheObserver() throws {
    let service = WeatherService(reply: .success("sunny"))
    let weather = Infallible<String>.create { observer in
      service.fetchAll(
        cities: ["Oslo"],
        each: { observer(.next($0)) },
        done: { observer(.completed) })
      return Disposables.create()
    }

    XCTAssertEqual(try weather.asObservable().toBlocking(timeout: 10).toArray(), ["Oslo: sunny"])
  }

  func test_anObserverCapturedByADispatchedClosureDeliversInOrder() throws {
    let numbers = Observable<Int>.create { observer in
      DispatchQueue.global().async {
        for number in 1...100 { observer.onNext(number) }
        observer.onCompleted()
      }
      return Disposables.create()
    }

    XCTAssertEqual(try numbers.toBlocking(timeout: 10).toArray(), Array(1...100))
  }

  func test_theTraitObserverTypealiasesAreSendable() {
    // A stored trait observer can be handed to a @Sendable closure, as a
    // callback-based service keeps it until its reply arrives.
    let single: Single<Int>.SingleObserver = { _ in }
    let maybe: Maybe<Int>.MaybeObserver = { _ in }
    let completable: Completable.CompletableObserver = { _ in }
    let infallible: Infallible<Int>.InfallibleObserver = { _ in }
    let handOver: @Sendable () -> Void = {
      single(.success(1))
      maybe(.completed)
      completable(.completed)
      infallible(.completed)
    }
    handOver()
  }
}
