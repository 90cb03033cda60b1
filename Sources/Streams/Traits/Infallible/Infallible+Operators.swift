extension Infallible {
  /// The callback an ``Infallible`` created with `create(subscribe:)`
  /// reports to.
  ///
  /// `@Sendable`, so that a completion handler that is `@Sendable` (as
  /// Swift 6 requires of callbacks that may run on another thread) can
  /// capture it. Call it from any thread, but not from two at once.
  public typealias InfallibleObserver = @Sendable (InfallibleEvent<Element>) -> Void

  /// Creates an infallible from a subscribe function that receives a
  /// callback for each subscription and returns what to dispose when it
  /// ends; nothing counts after `.completed`.
  public static func create(
    subscribe: @escaping (@escaping InfallibleObserver) -> Disposable
  ) -> Infallible<Element> {
    Infallible(
      Observable.create { observer in
        subscribe { event in
          switch event {
          case .next(let element): observer.on(.next(element))
          case .completed: observer.on(.completed)
          }
        }
      })
  }

  /// An infallible of `element`, then completion.
  public static func just(_ element: Element) -> Infallible<Element> {
    Infallible(Observable.just(element))
  }

  /// An infallible of `element`, delivered on `scheduler`.
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Infallible<Element>
  {
    Infallible(Observable.just(element, scheduler: scheduler))
  }

  /// An infallible that completes at once.
  public static func empty() -> Infallible<Element> {
    Infallible(Observable.empty())
  }

  /// An infallible that never delivers an event.
  public static func never() -> Infallible<Element> {
    Infallible(Observable.never())
  }

  /// An infallible of `elements`, then completion.
  public static func of(_ elements: Element...) -> Infallible<Element> {
    Infallible(Observable.from(elements))
  }

  /// An infallible of `sequence`'s elements, then completion.
  public static func from<Source: Swift.Sequence>(_ sequence: Source) -> Infallible<Element>
  where Source.Element == Element {
    Infallible(Observable.from(sequence))
  }

  /// Creates a fresh infallible for every subscription by calling
  /// `factory`.
  public static func deferred(_ factory: @escaping () -> Infallible<Element>)
    -> Infallible<Element>
  {
    Infallible(Observable.deferred { factory().source })
  }
}

extension InfallibleType {
  /// Transforms each element.
  public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
    Infallible(asObservable().map(transform))
  }

  /// Transforms each element, dropping those `transform` maps to `nil`.
  public func compactMap<Result>(_ transform: @escaping (Element) -> Result?)
    -> Infallible<Result>
  {
    Infallible(asObservable().compactMap(transform))
  }

  /// Keeps the elements that satisfy `predicate`.
  public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
    Infallible(asObservable().filter(predicate))
  }

  /// Merges the infallibles `selector` returns for each element.
  public func flatMap<Source: InfallibleType>(_ selector: @escaping (Element) -> Source)
    -> Infallible<Source.Element>
  {
    Infallible(asObservable().flatMap(selector))
  }

  /// Follows only the infallible `selector` returned for the latest element.
  public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) -> Source)
    -> Infallible<Source.Element>
  {
    Infallible(asObservable().flatMapLatest(selector))
  }

  /// Emits `elements` first.
  public func startWith(_ elements: Element...) -> Infallible<Element> {
    Infallible(Observable.from(elements).concat(asObservable()))
  }
}

extension InfallibleType where Element: Equatable {
  /// Drops elements equal to the previous one.
  public func distinctUntilChanged() -> Infallible<Element> {
    Infallible(asObservable().distinctUntilChanged())
  }
}
