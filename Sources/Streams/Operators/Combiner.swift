import Platform

/// How `combineLatest` and `zip` pair the sources' elements, and when they
/// complete.
@usableFromInline
enum CombiningMode: Sendable {
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

/// What one source of a `combineLatest` / `zip` subscription holds: its
/// latest element, or its elements not yet paired. Touched only by the
/// owner of its combiner's serializer.
@usableFromInline
final class CombiningSlot<Element> {
  @usableFromInline var latest: Element?
  @usableFromInline var queue = FIFO<Element>()

  @inlinable
  init() {}

  /// Its element for a result (kept for `.latest`, taken for zips).
  /// Requires one (the combiner counts the slots that have one).
  @inlinable
  func take(_ mode: CombiningMode) -> Element {
    mode == .latest ? latest.unsafelyUnwrapped : queue.popFirst().unsafelyUnwrapped
  }

  /// Stores `element`; returns whether the slot was empty before (a
  /// `.latest` source's first element). The replaced element is released
  /// here, by the serializer's owner, with no lock held.
  @inlinable
  func store(_ element: Element, _ mode: CombiningMode) -> Bool {
    if mode == .latest {
      let wasEmpty = latest == nil
      latest = element
      return wasEmpty
    }
    queue.append(element)
    return false
  }
}

/// The counts behind `combineLatest` / `zip` completion: which sources are
/// done, how many have a latest element.
@usableFromInline
struct CombiningProgress {
  @usableFromInline let mode: CombiningMode
  @usableFromInline var done: [Bool]
  @usableFromInline var doneCount = 0
  /// `.latest`: how many sources have emitted.
  @usableFromInline var valueCount = 0

  @inlinable
  init(mode: CombiningMode, count: Int) {
    self.mode = mode
    done = Array(repeating: false, count: count)
  }

  /// Marks source `index` completed; returns whether every source is.
  @inlinable
  mutating func complete(_ index: Int) -> Bool {
    guard !done[index] else { return false }
    done[index] = true
    doneCount += 1
    return doneCount == done.count
  }

  /// After an element from `index` that made no result: whether none can
  /// ever follow (every other source completed and one has nothing to give).
  @inlinable
  func noResultCanFollow(after index: Int) -> Bool {
    guard mode != .zip else { return false }
    return doneCount - (done[index] ? 1 : 0) == done.count - 1
  }
}

/// The shared state of one `combineLatest` / `zip` subscription: the
/// counts that decide when a result is due and when the output completes,
/// whatever the sources' element types. Each source's elements wait, typed,
/// in its ``CombiningSlot``; the result is made by `makeResult`, formed once
/// per subscription where the sources' types are known (a parameter pack
/// for the fixed arities, an array for collections): no element is boxed or
/// cast.
///
/// Thread-safety: every input event is handled as one turn of
/// `serializer`, state change, result and output together, so results leave
/// in the order their inputs arrived, and an input that a selector (or a
/// downstream observer) makes emit re-entrantly is queued behind the current
/// one instead of deadlocking. The other stored state is only touched by the
/// serializer's owner. An uncontended event takes the serializer without
/// allocating.
@usableFromInline
final class Combiner<Result>: @unchecked Sendable {
  @usableFromInline let sink: Sink<Result>
  @usableFromInline var progress: CombiningProgress
  /// Zips: how many slots hold at least one element.
  @usableFromInline var filledCount = 0
  @usableFromInline let serializer = Serializer()
  /// Takes one element from each slot and applies the selector.
  @usableFromInline var makeResult: () throws -> Result = {
    fatalError("set before the sources run")
  }

  @inlinable
  init(mode: CombiningMode, count: Int, sink: Sink<Result>) {
    self.sink = sink
    progress = CombiningProgress(mode: mode, count: count)
  }

  @inlinable
  func on<Value>(_ event: Event<Value>, slot: CombiningSlot<Value>, index: Int) {
    if serializer.tryEnter() {
      handle(event, slot: slot, index: index)
      serializer.leave()
    } else {
      serializer.enqueue { [self] in handle(event, slot: slot, index: index) }
    }
  }

  @inlinable
  func handle<Value>(_ event: Event<Value>, slot: CombiningSlot<Value>, index: Int) {
    if sink.isDisposed { return }
    switch event {
    case .next(let value):
      let mode = progress.mode
      if mode == .latest {
        if slot.store(value, mode) { progress.valueCount += 1 }
      } else {
        if slot.queue.isEmpty { filledCount += 1 }
        _ = slot.store(value, mode)
      }
      if isReady {
        emit()
      } else if progress.noResultCanFollow(after: index) {
        sink.on(.completed)
      }
    case .error(let error):
      sink.on(.error(error))
    case .completed:
      if progress.complete(index) { sink.on(.completed) }
    }
  }

  /// Whether every slot can give an element.
  @inlinable
  var isReady: Bool {
    let count = progress.done.count
    return progress.mode == .latest ? progress.valueCount == count : filledCount == count
  }

  @inlinable
  func emit() {
    let result: Result
    do {
      result = try makeResult()
    } catch {
      sink.on(.error(error))
      return
    }
    sink.on(.next(result))
  }
}

extension ObservableType {
  /// The engine of the fixed-arity `combineLatest` and `zip` (and the
  /// traits' and shared sequences' ones): typed, one implementation for
  /// every number of sources.
  ///
  /// The first two sources are separate parameters: the optimizer
  /// specializes their per-event path for their element types, which it
  /// does not yet do for the elements of a pack (the third source on).
  @inlinable
  static func combining<
    Source1: ObservableType, Source2: ObservableType, each Source: ObservableType
  >(
    _ source1: Source1, _ source2: Source2, _ sources: repeat each Source, mode: CombiningMode,
    _ selector:
      @escaping (Source1.Element, Source2.Element, repeat (each Source).Element) throws
      -> Element
  ) -> Observable<Element> {
    Producer { sink in
      subscribeCombining(
        source1.asObservable(), source2.asObservable(), repeat (each sources).asObservable(),
        mode: mode, sink: sink, selector)
    }
  }

  /// Subscribes one `combineLatest` / `zip` subscription to its sources.
  @inlinable
  static func subscribeCombining<Value1, Value2, each Value>(
    _ source1: Observable<Value1>, _ source2: Observable<Value2>,
    _ sources: repeat Observable<each Value>, mode: CombiningMode, sink: Sink<Element>,
    _ selector: @escaping (Value1, Value2, repeat each Value) throws -> Element
  ) {
    var count = 2
    for _ in repeat (each Value).self { count += 1 }
    let combiner = Combiner<Element>(mode: mode, count: count, sink: sink)
    let slot1 = CombiningSlot<Value1>()
    let slot2 = CombiningSlot<Value2>()
    let slots = (repeat CombiningSlot<each Value>())
    combiner.makeResult = { [unowned combiner] in
      try selector(
        combiner.take(from: slot1), combiner.take(from: slot2),
        repeat combiner.take(from: each slots))
    }
    var index = 0
    combiner.subscribe(to: source1, slot: slot1, index: &index)
    combiner.subscribe(to: source2, slot: slot2, index: &index)
    repeat combiner.subscribe(to: each sources, slot: each slots, index: &index)
  }
}

extension Combiner {
  /// Subscribes to `source`, its elements going to `slot` (source number
  /// `index`, which it then advances); nothing once the subscription ended.
  @inlinable
  func subscribe<Value>(
    to source: Observable<Value>, slot: CombiningSlot<Value>, index: inout Int
  ) {
    defer { index += 1 }
    if sink.isDisposed { return }
    let slotIndex = index
    source.run({ [self] in on($0, slot: slot, index: slotIndex) }, sink.upstream())
  }

  /// `slot`'s element for a result: kept for `.latest`, taken for zips.
  @inlinable
  func take<Value>(from slot: CombiningSlot<Value>) -> Value {
    let value = slot.take(progress.mode)
    // A zip's slot left empty no longer counts as filled.
    if progress.mode != .latest, slot.queue.isEmpty { filledCount -= 1 }
    return value
  }
}

extension ObservableType {
  /// The engine of `combineLatest` and `zip` over a collection; an empty
  /// collection completes at once (after one `selector([])` result for
  /// `.latest`, as RxSwift's `combineLatest` of an empty collection).
  @inlinable
  static func combining<Sources: Collection>(
    _ sources: Sources, mode: CombiningMode,
    _ selector: @escaping ([Sources.Element.Element]) throws -> Element
  ) -> Observable<Element> where Sources.Element: ObservableType {
    let sources = sources.map { $0.asObservable() }
    return Producer { sink in
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
      let combiner = Combiner<Element>(mode: mode, count: sources.count, sink: sink)
      let slots = sources.map { _ in CombiningSlot<Sources.Element.Element>() }
      combiner.makeResult = { [unowned combiner] in
        try selector(slots.map { combiner.take(from: $0) })
      }
      for (index, source) in sources.enumerated() {
        if sink.isDisposed { return }
        let slot = slots[index]
        source.run({ combiner.on($0, slot: slot, index: index) }, sink.upstream())
      }
    }
  }
}

/// Builds a tuple from its parts: the result selector of the tuple forms of
/// `combineLatest` and `zip`.
@inlinable
func makeTuple<First, Second, each Rest>(
  _ first: First, _ second: Second, _ rest: repeat each Rest
) -> (First, Second, repeat each Rest) {
  (first, second, repeat each rest)
}

/// The tuple forms of `combineLatest` and `zip`, over observables of the
/// element types themselves (the compiler cannot yet pass `makeTuple` where
/// the element types are the sources' associated types).
@inlinable
func combiningIntoTuples<First, Second, each Rest>(
  _ first: Observable<First>, _ second: Observable<Second>, _ rest: repeat Observable<each Rest>,
  mode: CombiningMode
) -> Observable<(First, Second, repeat each Rest)> {
  .combining(first, second, repeat each rest, mode: mode, makeTuple)
}
