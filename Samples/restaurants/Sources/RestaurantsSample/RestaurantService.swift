import Foundation
import HeadlessReactor

/// Where the screen's restaurants come from.
public protocol RestaurantServiceProtocol {
  /// The restaurants of the main branch (the JSON file).
  func fetchRestaurants() -> Single<[Restaurant]>
  /// The restaurants of the other branch, "B section".
  func fetchOtherBranch() -> Single<[Restaurant]>
}

/// Why a restaurants file could not be read: the file and, for malformed
/// JSON, the line and column (in characters, not bytes) and the byte
/// offset; for JSON of the wrong shape, the entry and field.
public struct RestaurantFileError: Error, Equatable, CustomStringConvertible {
  /// The file's path.
  public let path: String
  /// What is wrong, with its position.
  public let reason: String

  /// Creates an error for `path`.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `<path>: <reason>`.
  public var description: String { "\(path): \(reason)" }
}

/// Reads restaurants from a JSON file (the bundled one by default) and the
/// other branch from memory after a short delay on `scheduler`.
///
/// Threading: the file is read on the subscribing thread; the other branch
/// arrives on `scheduler`.
public final class RestaurantService: RestaurantServiceProtocol {
  /// The JSON file bundled with the sample.
  public static var bundledFile: URL {
    // The resource is declared in Package.swift; its absence is a build error.
    Bundle.module.url(forResource: "restaurants", withExtension: "json")!
  }

  /// The seed's second source: two restaurants of another branch.
  public static let otherBranch = [
    Restaurant(name: "Curry Generation", cuisine: .indian),
    Restaurant(name: "Burritopia", cuisine: .mexican),
  ]

  /// The JSON file read.
  public let file: URL
  private let delay: RxTimeInterval
  private let scheduler: SchedulerType

  /// Creates a service reading `file`, whose other branch arrives `delay`
  /// after it was asked for, on `scheduler`.
  public init(
    file: URL = RestaurantService.bundledFile, delay: RxTimeInterval = .milliseconds(200),
    scheduler: SchedulerType = MainScheduler.instance
  ) {
    self.file = file
    self.delay = delay
    self.scheduler = scheduler
  }

  /// Reads and decodes the service's file now.
  ///
  /// - Throws: ``RestaurantFileError`` naming the file and the position.
  public func readRestaurants() throws(RestaurantFileError) -> [Restaurant] {
    try Self.readRestaurants(from: file)
  }

  /// Reads and decodes `file` now.
  ///
  /// - Throws: ``RestaurantFileError`` naming the file and the position.
  public static func readRestaurants(from file: URL) throws(RestaurantFileError)
    -> [Restaurant]
  {
    // A FIFO or `/dev/zero` is refused before reading, which would never end.
    let data: Data
    do throws(FileProblem) {
      data = try FileKind.contents(of: file)
    } catch {
      throw RestaurantFileError(path: file.path, reason: "cannot be read: \(error.reason)")
    }
    do {
      return try JSONDecoder().decode([Restaurant].self, from: data)
    } catch let error as DecodingError {
      throw RestaurantFileError(path: file.path, reason: explain(error, in: data))
    } catch {
      throw RestaurantFileError(path: file.path, reason: "\(error)")
    }
  }

  /// The file's restaurants.
  public func fetchRestaurants() -> Single<[Restaurant]> {
    Single.create { [file] observer in
      do {
        observer(.success(try RestaurantService.readRestaurants(from: file)))
      } catch {
        observer(.failure(error))
      }
      return Disposables.create()
    }
  }

  /// The other branch, after the service's delay.
  public func fetchOtherBranch() -> Single<[Restaurant]> {
    // A timer rather than `delay`: a timer is due exactly `delay` later,
    // also on a virtual-time scheduler with millisecond ticks.
    Observable<Int>.timer(delay, scheduler: scheduler).map { _ in Self.otherBranch }.asSingle()
  }

  /// A decoding error as a sentence with its position: line and column
  /// for malformed JSON (from the JSON parser's character offset), the
  /// entry and field for JSON of the wrong shape.
  static func explain(_ error: DecodingError, in data: Data) -> String {
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return "malformed JSON " + syntaxPosition(in: data)
    case .dataCorrupted(let context), .typeMismatch(_, let context),
      .valueNotFound(_, let context):
      return "\(context.debugDescription) at \(describe(context.codingPath))"
    case .keyNotFound(let key, let context):
      return "missing \"\(key.stringValue)\" at \(describe(context.codingPath))"
    @unknown default:
      return "\(error)"
    }
  }

  /// `entry 3 ("cuisine")` for `[2].cuisine`.
  private static func describe(_ path: [any CodingKey]) -> String {
    guard let first = path.first, let index = first.intValue else { return "the top level" }
    let fields = path.dropFirst().map { "\"\($0.stringValue)\"" }
    return "entry \(index + 1)" + (fields.isEmpty ? "" : " (" + fields.joined(separator: ".") + ")")
  }

  /// `at line 3, column 15 (byte 55): unexpected character`
  /// (``ReactorCore/JSONSyntaxError``: JSONDecoder on Linux does not say
  /// where the syntax is wrong).
  private static func syntaxPosition(in data: Data) -> String {
    JSONSyntaxError(in: data).map(\.description) ?? "(unknown position)"
  }
}
