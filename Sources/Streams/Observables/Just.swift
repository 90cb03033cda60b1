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
  /// Hands each element known up front to `body` and returns `true`, or
  /// returns `false` at once when the elements are not known up front
  /// (see ``hasKnownElements``). For code specialized for the element type
  /// (a reactor's): a lone `just`'s element is handed over there, with no
  /// dynamic call and no generic copy of it (reactor.dispatch reduces one
  /// per action).
  @inlinable
  package func forEachKnownElement(_ body: (Element) -> Void) -> Bool {
    if type(of: self) == Just<Element>.self {
      let just = unsafeDowncast(self, to: Just<Element>.self)
      if just.tail == nil {
        body(just.element)
        return true
      }
    }
    return visitKnownElements(body)
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

  override func visitKnownElements(_ body: (Element) -> Void) -> Bool {
    body(element)
    if let tail { _ = tail.visitKnownElements(body) }
    return true
  }

  override func run(_ observer: @escaping (Event<Element>) -> Void, _ subscription: SinkDisposer) {
    observer(.next(element))
    if let tail {
      _ = tail.visitKnownElements { element in
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
