extension Observable {
  /// A sequence of the single `element`, then completion.
  @inlinable
  public static func just(_ element: Element) -> Observable<Element> {
    Just(element)
  }

  /// A sequence of the single `element`, delivered on `scheduler`.
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    Observable.from([element], scheduler: scheduler)
  }
}

extension Observable {
  /// ``forEachKnownElement(_:)``, with a lone `just`'s element handed over
  /// in the caller's specialized code: no dynamic call and no generic copy
  /// of the element (reactor.dispatch reduces one per action).
  @inlinable
  package func forEachKnownElementInline(_ body: (Element) -> Void) -> Bool {
    if type(of: self) == Just<Element>.self {
      let just = unsafeDowncast(self, to: Just<Element>.self)
      if just.tail == nil {
        body(just.element)
        return true
      }
    }
    return forEachKnownElement(body)
  }
}

/// `just`, without a sink: it emits synchronously and holds no resources.
@usableFromInline
final class Just<Element>: Observable<Element> {
  @usableFromInline let element: Element
  /// Elements known up front that follow `element` (set once by `concat`,
  /// only while this object is uniquely referenced, before anyone can
  /// subscribe; never changed afterwards, so reads need no dynamic
  /// exclusivity check).
  @usableFromInline @exclusivity(unchecked) var tail: Observable<Element>?

  // Inlinable: specialized where `just` is called, the element is stored
  // without a generic call (reactor.dispatch makes one per action).
  @inlinable
  init(_ element: Element) {
    self.element = element
  }

  override var hasKnownElements: Bool { true }

  override func appendKnownTail(_ tail: Observable<Element>) -> Bool {
    guard self.tail == nil else { return false }
    self.tail = tail
    return true
  }

  override func forEachKnownElement(_ body: (Element) -> Void) -> Bool {
    body(element)
    if let tail { _ = tail.forEachKnownElement(body) }
    return true
  }

  override func run(_ observer: @escaping (Event<Element>) -> Void, _ subscription: SinkDisposer) {
    observer(.next(element))
    if let tail {
      _ = tail.forEachKnownElement { element in
        if !subscription.isDisposed { observer(.next(element)) }
      }
      if subscription.isDisposed { return }
    }
    if subscription.stop() {
      observer(.completed)
      subscription.dispose()
    }
  }
}
