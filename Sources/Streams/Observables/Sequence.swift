extension Observable {
  /// A sequence of the given elements, then completion.
  public static func of(_ elements: Element...) -> Observable<Element> {
    from(elements)
  }

  /// A sequence of the given elements, delivered on `scheduler`.
  public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    from(elements, scheduler: scheduler)
  }

  /// A sequence of the elements of `sequence`, then completion.
  ///
  /// Elements are emitted synchronously during `subscribe`; iteration stops
  /// as soon as the subscription is disposed (so `take(1)` of an endless
  /// sequence ends).
  public static func from<Source: Swift.Sequence>(_ sequence: Source) -> Observable<Element>
  where Source.Element == Element {
    if let array = sequence as? [Element] { return ArraySource(array) }
    return Producer { sink in
      if sink.isDisposed { return }
      for element in sequence {
        sink.on(.next(element))
        // Checked after each element, so that a disposed subscription never
        // pulls one element too many from a lazy sequence.
        if sink.isDisposed { return }
      }
      sink.on(.completed)
    }
  }

  /// A sequence of the elements of `sequence`, each delivered by its own
  /// action on `scheduler`.
  public static func from<Source: Swift.Sequence>(
    _ sequence: Source,
    scheduler: ImmediateSchedulerType
  ) -> Observable<Element> where Source.Element == Element {
    Producer { sink in
      let iterator = IteratorBox(sequence.makeIterator())
      sink.subscription.add(
        scheduler.scheduleRecursive(()) { _, recurse in
          // On a scheduler that runs the recursion before `scheduleRecursive`
          // returns (the current-thread scheduler outside a trampoline), the
          // disposal of `take(n)` cannot reach it: stop here instead, or an
          // endless sequence never ends.
          if sink.isDisposed { return }
          if let element = iterator.next() {
            sink.on(.next(element))
            recurse(())
          } else {
            sink.on(.completed)
          }
        })
    }
  }
}

/// A mutable iterator shared by the recursive actions of one subscription
/// (they never run concurrently: each schedules the next).
private final class IteratorBox<Base: IteratorProtocol> {
  private var base: Base
  init(_ base: Base) { self.base = base }
  func next() -> Base.Element? { base.next() }
}

/// `from(array)`: emits the elements synchronously, stopping early when the
/// subscription is disposed.
final class ArraySource<Element>: Observable<Element> {
  let elements: [Element]

  init(_ elements: [Element]) {
    self.elements = elements
  }

  override var hasKnownElements: Bool { true }

  override func visitKnownElements(_ body: (Element) -> Void) -> Bool {
    for element in elements { body(element) }
    return true
  }

  override func run(_ observer: @escaping (Event<Element>) -> Void, _ subscription: SinkDisposer) {
    for element in elements {
      if subscription.isDisposed { return }
      observer(.next(element))
    }
    if subscription.stop() {
      observer(.completed)
      subscription.dispose()
    }
  }
}
