import Foundation
import ReactorCore
import Streams
import TestSupport
import XCTest

@testable import ReactorCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Errors and recorders

/// An append-only list of entries, safe to use from any thread.
final class Log<Entry>: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var stored: [Entry] = []

  init() {}

  var entries: [Entry] { lock.withLock { stored } }

  var count: Int { lock.withLock { stored.count } }

  func append(_ entry: Entry) {
    lock.withLock { stored.append(entry) }
  }
}

// MARK: - Sample reactors

/// ReactorKit's classic counter: `Action == Mutation`, so `mutate` is the
/// default one, and every action counts at once (unlike the README's
/// `CounterReactor`, whose increase waits on a scheduler).
final class ClassicCounterReactor: Reactor {
  enum Action: Equatable {
    case increase
    case decrease
  }

  struct State: Equatable {
    var count = 0
  }

  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .increase: state.count += 1
    case .decrease: state.count -= 1
    }
    return state
  }
}

/// A reactor with separate `Action` and `Mutation` types and its own
/// `mutate`, as most user reactors are written.
final class ProfileReactor: Reactor {
  enum Action: Equatable {
    case rename(String)
    case birthday
  }

  enum Mutation: Equatable {
    case setName(String)
    case incrementAge
  }

  struct State: Equatable {
    var name = "Ann"
    var age = 30
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .rename(let name): return .just(.setName(name))
    case .birthday: return .just(.incrementAge)
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setName(let name): state.name = name
    case .incrementAge: state.age += 1
    }
    return state
  }
}

/// A reactor with neither `mutate` nor `reduce`: only the defaults.
final class DefaultsOnlyReactor: Reactor {
  enum Action: Equatable {
    case ping
  }

  struct State: Equatable {
    var value = 7
  }

  let initialState = State()
}

/// A reactor whose `mutate` and `reduce` run closures a test sets, and which
/// logs every call: `"mutate <action>"`, `"reduce <mutation>"`.
///
/// Actions and mutations are strings; the state lists the mutations reduced.
final class ScriptReactor: Reactor {
  typealias Action = String
  typealias Mutation = String

  struct State: Equatable {
    var applied: [String] = []
  }

  let initialState = State()
  let log = Log<String>()
  let reduceOverlaps = OverlapDetector()
  /// What `mutate` returns; `.just(action)` when `nil`.
  var onMutate: ((String) -> Observable<String>)?
  /// Runs inside `reduce`, after logging, before the state changes.
  var onReduce: ((String) -> Void)?

  func mutate(action: String) -> Observable<String> {
    log.append("mutate \(action)")
    return onMutate?(action) ?? .just(action)
  }

  func reduce(state: State, mutation: String) -> State {
    reduceOverlaps.enter()
    defer { reduceOverlaps.leave() }
    log.append("reduce \(mutation)")
    onReduce?(mutation)
    var state = state
    state.applied.append(mutation)
    return state
  }
}

/// The model of a cell reactor, as in the cell-reactors sample.
struct Main: Equatable {
  var message: String
  var isDone: Bool
}

/// A cell reactor that only carries state: `Action = NoAction`.
final class MainCellReactor: Reactor {
  typealias Action = NoAction

  let initialState: Main

  init(_ main: Main) {
    initialState = main
  }
}

/// The same cell reactor spelled with `Never` (ReactorKit's newer spelling).
final class NeverCellReactor: Reactor {
  typealias Action = Never

  let initialState: Main

  init(_ main: Main) {
    initialState = main
  }
}

/// A reactor with a `@Pulse` property and an unrelated counter.
final class AlertReactor: Reactor {
  enum Action: Equatable {
    case show(String)
    case increase
  }

  struct State {
    @Pulse var message: String?
    var count = 0
  }

  let initialState = State(message: nil)

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .show(let message): state.message = message
    case .increase: state.count += 1
    }
    return state
  }
}

// MARK: - Error hook

/// Collects the errors sent to `Hooks.reactorError`.
final class ErrorCollector: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var collected: [ReactorError] = []

  var errors: [ReactorError] { lock.withLock { collected } }

  func append(_ error: ReactorError) {
    lock.withLock { collected.append(error) }
  }
}

/// A test case whose tests see every reactor error in `reported`: the global
/// `Hooks.reactorError` is swapped in `setUp` and restored in
/// `tearDown`.
class ErrorHookTestCase: XCTestCase {
  let reported = ErrorCollector()
  /// The handler installed before the test (the default one, unless a test
  /// forgot to restore its own).
  private(set) var originalHandler: @Sendable (ReactorError) -> Void = { _ in }

  override func setUp() {
    super.setUp()
    originalHandler = Hooks.reactorError
    let reported = reported
    Hooks.reactorError = { reported.append($0) }
  }

  override func tearDown() {
    Hooks.reactorError = originalHandler
    super.tearDown()
  }
}

// MARK: - Capturing output

/// Runs `body` with file descriptor `descriptor` (1 or 2) redirected to a
/// temporary file and returns what was written to it.
func capturingOutput(of descriptor: Int32, _ body: () -> Void) -> String {
  fflush(nil)
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("reactor-core-tests-\(UUID().uuidString)").path
  let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  precondition(file >= 0, "cannot open \(path)")
  let saved = dup(descriptor)
  dup2(file, descriptor)
  close(file)
  body()
  fflush(nil)
  dup2(saved, descriptor)
  close(saved)
  defer { try? FileManager.default.removeItem(atPath: path) }
  return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}

// MARK: - Threads

/// Hands a value that is not `Sendable` to other threads; the test makes
/// sure what is shared is thread-safe (reactors are, by design).
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
}

/// Runs `body(index)` for `count` indices on as many threads as the machine
/// gives `DispatchQueue.concurrentPerform`, and waits for all of them, then
/// for the drains they handed to threads of their own: a sender that spent
/// its bound (16,384 of other threads' actions, or 1 ms) returns with some
/// still queued.
///
/// `body` may capture reactors and other objects that are not `Sendable`
/// (ReactorKit-style user code does): reactors accept actions from any
/// thread.
func concurrently(_ count: Int, _ body: (Int) -> Void) {
  withoutActuallyEscaping(body) { body in
    let box = UncheckedBox(value: body)
    DispatchQueue.concurrentPerform(iterations: count) { box.value($0) }
  }
  waitUntilHandedDrainsFinish()
}
