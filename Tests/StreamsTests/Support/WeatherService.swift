import Dispatch

/// A callback API as Swift 6 code writes one: the completion handler is
/// `@Sendable` and is called on another thread, later. The `create` tests
/// wrap it as RxSwift's documentation does, the `@Sendable` completion
/// handler capturing the observer: that form compiles in Swift 6 (this
/// target's language mode) and runs.
final class WeatherService: Sendable {
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
