import Dispatch
import Foundation
import Platform
import Streams

/// A sequence read by blocking the calling thread until it ends: RxBlocking's
/// `BlockingObservable`, made with ``Streams/ObservableConvertibleType/toBlocking(timeout:)``.
///
/// Each method subscribes once and waits. On the main thread the wait keeps
/// the main run loop turning, so that work the sequence sends through
/// `MainScheduler` or `DispatchQueue.main` still runs; elsewhere the thread
/// sleeps until the sequence ends. With a timeout, a sequence that has not
/// ended by then is disposed and the method throws
/// `RxError.timeout(dueTime:)`.
///
/// For tests and command-line tools only: blocking an app's main thread
/// freezes it.
public struct BlockingObservable<Element> {
  let timeout: TimeInterval?
  let source: Observable<Element>

  /// Every element, once the sequence completed; rethrows its error.
  public func toArray() throws -> [Element] {
    try materialize().elementsOrThrow()
  }

  /// The first element (the subscription is disposed once it arrives), or
  /// `nil` when the sequence completed empty; rethrows its error.
  public func first() throws -> Element? {
    try run(stopAfterFirst: true).elementsOrThrow().first
  }

  /// The last element, or `nil` when the sequence completed empty; rethrows
  /// its error.
  public func last() throws -> Element? {
    try toArray().last
  }

  /// The only element. Throws `RxError.noElements` when the sequence
  /// completed empty and `RxError.moreThanOneElement` as soon as a second
  /// element arrives; rethrows the sequence's error.
  public func single() throws -> Element {
    try single { _ in true }
  }

  /// The only element that satisfies `predicate`; throws as ``single()``
  /// does (and rethrows an error `predicate` throws).
  public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
    let matching = source.filter(predicate).take(2)
    let elements = try BlockingObservable(timeout: timeout, source: matching).toArray()
    guard let element = elements.first else { throw RxError.noElements }
    guard elements.count == 1 else { throw RxError.moreThanOneElement }
    return element
  }

  /// Every element and how the sequence ended, without throwing.
  public func materialize() -> MaterializedSequenceResult<Element> {
    run(stopAfterFirst: false)
  }

  private func run(stopAfterFirst: Bool) -> MaterializedSequenceResult<Element> {
    let recording = BlockingRecording<Element>()
    let subscription = source.subscribe { event in
      recording.receive(event, stopAfterFirst: stopAfterFirst)
    }
    let finished = recording.wait(timeout: timeout)
    subscription.dispose()
    if !finished, let timeout {
      return .failed(
        elements: recording.elements,
        error: RxError.timeout(dueTime: DispatchTimeInterval(seconds: timeout)))
    }
    return recording.result
  }
}

/// How a blocking read ended: RxBlocking's `MaterializedSequenceResult`.
public enum MaterializedSequenceResult<T> {
  /// The sequence completed after `elements`.
  case completed(elements: [T])
  /// The sequence failed with `error` after `elements`.
  case failed(elements: [T], error: Swift.Error)

  func elementsOrThrow() throws -> [T] {
    switch self {
    case .completed(let elements): return elements
    case .failed(_, let error): throw error
    }
  }
}

extension ObservableConvertibleType {
  /// Reads this sequence by blocking the calling thread (RxBlocking).
  ///
  /// - Parameter timeout: seconds to wait before giving up with
  ///   `RxError.timeout(dueTime:)`; `nil` waits as long as it takes.
  public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
    BlockingObservable(timeout: timeout, source: asObservable())
  }
}

/// What a blocking read received, filled from whatever thread the sequence
/// emits on and read by the waiting thread after `done` is signalled.
private final class BlockingRecording<Element>: @unchecked Sendable {
  private let state = LockedState<(elements: [Element], error: Swift.Error?, isDone: Bool)>(
    ([], nil, false))
  private let done = DispatchSemaphore(value: 0)

  var elements: [Element] { state.withLock { $0.elements } }

  var result: MaterializedSequenceResult<Element> {
    state.withLock { state in
      if let error = state.error { return .failed(elements: state.elements, error: error) }
      return .completed(elements: state.elements)
    }
  }

  func receive(_ event: Event<Element>, stopAfterFirst: Bool) {
    let finishes: Bool = state.withLock { state in
      guard !state.isDone else { return false }
      switch event {
      case .next(let element):
        state.elements.append(element)
        state.isDone = stopAfterFirst
      case .error(let error):
        state.error = error
        state.isDone = true
      case .completed:
        state.isDone = true
      }
      return state.isDone
    }
    if finishes { done.signal() }
  }

  /// Waits for the end; `false` when `timeout` passed first.
  func wait(timeout: TimeInterval?) -> Bool {
    guard MainContext.isMainThread else {
      let dispatchDeadline: DispatchTime =
        timeout.map { .now() + DispatchTimeInterval(seconds: $0) } ?? .distantFuture
      return done.wait(timeout: dispatchDeadline) == .success
    }
    // The main thread keeps its run loop turning, so that work scheduled
    // on the main queue can end the sequence.
    return MainActor.assumeIsolated {
      MainLoop.run(timeout: timeout) { done.wait(timeout: .now()) == .success }
    }
  }
}
