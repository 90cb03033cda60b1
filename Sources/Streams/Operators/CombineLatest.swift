import Platform

/// How `combining` pairs the sources' elements, and when it completes.
enum CombiningMode {
  /// The latest element of each source (`combineLatest`). Completes when
  /// every source has completed, or when an element arrives while every
  /// other source has completed and some source never emitted.
  case latest
  /// The n-th element of each source (`zip` of a fixed number of sources).
  /// Completes when every source has completed.
  case zip
  /// `zip` over a collection: also completes when an element arrives that
  /// can never be paired because every other source has completed.
  case zipCollection
}

extension ObservableType {
  /// This sequence with its elements boxed, for the `combining` engine.
  func erasedForCombining() -> Observable<Any> {
    asObservable().map { $0 as Any }
  }
}

/// The engine of `combineLatest` and `zip`, over type-erased sources; an
/// empty `sources` completes at once (after one `selector([])` result for
/// `.latest`, as RxSwift's `combineLatest` of an empty collection).
func combining<Result>(
  _ sources: [Observable<Any>],
  mode: CombiningMode,
  _ selector: @escaping ([Any]) throws -> Result
) -> Observable<Result> {
  Producer { sink in
    guard !sources.isEmpty else {
      if mode == .latest {
        do { sink.on(.next(try selector([]))) } catch {
          sink.on(.error(error))
          return
        }
      }
      sink.on(.completed)
      return
    }
    let state = CombiningState(count: sources.count, mode: mode, sink: sink, selector: selector)
    for (index, source) in sources.enumerated() {
      if sink.isDisposed { return }
      source.run({ state.on($0, from: index) }, sink.upstream())
    }
  }
}

/// The shared state of one `combineLatest` / `zip` subscription.
///
/// Thread-safety: every input event is handled as one work item of
/// `serializer` — state change, selector and output together — so results
/// leave in the order their inputs arrived, and an input that a selector
/// (or a downstream observer) makes emit re-entrantly is queued behind the
/// current one instead of deadlocking on a lock. The other stored state is
/// only touched by the serializer's owner.
private final class CombiningState<Result>: @unchecked Sendable {
  private let mode: CombiningMode
  private let sink: Sink<Result>
  private let selector: ([Any]) throws -> Result
  private let serializer = Serializer()
  /// `.latest`: each source's latest element, once it has one.
  private var latest: [Any?]
  private var hasValue: [Bool]
  private var valueCount = 0
  /// Zip modes: each source's elements not yet paired.
  private var queues: [ArraySlice<Any>]
  private var done: [Bool]
  private var doneCount = 0

  init(
    count: Int,
    mode: CombiningMode,
    sink: Sink<Result>,
    selector: @escaping ([Any]) throws -> Result
  ) {
    self.mode = mode
    self.sink = sink
    self.selector = selector
    latest = Array(repeating: nil, count: mode == .latest ? count : 0)
    hasValue = Array(repeating: false, count: count)
    queues = Array(repeating: [], count: mode == .latest ? 0 : count)
    done = Array(repeating: false, count: count)
  }

  func on(_ event: Event<Any>, from index: Int) {
    serializer.perform { [self] in handle(event, from: index) }
  }

  private func handle(_ event: Event<Any>, from index: Int) {
    if sink.isDisposed { return }
    switch event {
    case .next(let value):
      if mode == .latest {
        nextLatest(value, from: index)
      } else {
        nextZip(value, from: index)
      }
    case .error(let error):
      sink.on(.error(error))
    case .completed:
      guard !done[index] else { return }
      done[index] = true
      doneCount += 1
      if doneCount == done.count { sink.on(.completed) }
    }
  }

  private func nextLatest(_ value: Any, from index: Int) {
    if !hasValue[index] {
      hasValue[index] = true
      valueCount += 1
    }
    // The replaced element is released here, outside any lock.
    latest[index] = value
    if valueCount == latest.count {
      sink.on(Event(catching: { try selector(latest.map { $0! }) }))
    } else if allOthersDone(index) {
      // A source completed without ever emitting: no result can follow.
      sink.on(.completed)
    }
  }

  private func nextZip(_ value: Any, from index: Int) {
    queues[index].append(value)
    if queues.allSatisfy({ !$0.isEmpty }) {
      let values = queues.indices.map { queues[$0].removeFirst() }
      sink.on(Event(catching: { try selector(values) }))
    } else if mode == .zipCollection, allOthersDone(index) {
      // Every other source completed and one has nothing left to pair.
      sink.on(.completed)
    }
  }

  private func allOthersDone(_ index: Int) -> Bool {
    doneCount - (done[index] ? 1 : 0) == done.count - 1
  }
}

extension Event {
  /// `.next` of the closure's result, or `.error` of what it threw.
  fileprivate init(catching body: () throws -> Element) {
    do { self = .next(try body()) } catch { self = .error(error) }
  }
}
