import Platform

/// The upstream resources of an operator whose inner sequences outlive its
/// outer subscription (`window`, `groupBy`): they are released once the
/// outer subscription and every subscription to an inner sequence have
/// ended, as RxSwift's `RefCountDisposable` does.
///
/// Thread-safe: `count` and `outerReleased` are guarded by `lock`; disposal
/// of the resources happens after unlocking.
final class RefCountedSubscription: @unchecked Sendable {
  /// The resources to release when nobody holds the sequence any more.
  let resources = SinkDisposer()
  private let lock = PlatformLock()
  private var count = 0
  private var outerReleased = false

  /// The disposable to register in the outer subscription: disposing it
  /// gives up the outer subscription's hold.
  func outerHold() -> Disposable {
    Disposables.create { [self] in
      let release = lock.withLock { () -> Bool in
        outerReleased = true
        return count == 0
      }
      if release { resources.dispose() }
    }
  }

  /// Takes a hold for one inner subscription; disposing the result gives it
  /// up.
  func retain() -> Disposable {
    lock.withLock { count += 1 }
    return Disposables.create { [self] in
      let release = lock.withLock { () -> Bool in
        count -= 1
        return outerReleased && count == 0
      }
      if release { resources.dispose() }
    }
  }
}

/// An inner sequence of `window` or `groupBy`: subscribing to it holds the
/// operator's upstream subscription until this subscription ends.
final class RefCountedObservable<Element>: Observable<Element> {
  private let source: Observable<Element>
  private let refCount: RefCountedSubscription

  init(source: Observable<Element>, refCount: RefCountedSubscription) {
    self.source = source
    self.refCount = refCount
  }

  override func run(_ observer: @escaping (Event<Element>) -> Void, _ subscription: SinkDisposer) {
    subscription.add(refCount.retain())
    source.run(observer, subscription)
  }
}
