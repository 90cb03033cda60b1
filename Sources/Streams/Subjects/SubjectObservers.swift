import Synchronization

/// The subscription a subject hands out: a flag plus a weak way back to the
/// subject. It holds no observer closure, so keeping it alive after
/// `dispose()` keeps nothing else alive, and it does not keep the subject
/// alive either.
final class SubjectSubscription: Disposable, @unchecked Sendable {
  private let disposed = Atomic<Bool>(false)
  // Set once before the subscription is handed out; `weak` so that a
  // subject nobody references is freed together with its observers.
  private weak var owner: (any SubjectUnsubscribing)?

  init(owner: any SubjectUnsubscribing) {
    self.owner = owner
  }

  @inline(__always)
  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    owner?.unsubscribe(self)
  }
}

/// A subject that can drop one observer.
protocol SubjectUnsubscribing: AnyObject {
  func unsubscribe(_ subscription: SubjectSubscription)
}

/// One observer of a subject.
struct SubjectObserver<Element> {
  let on: (Event<Element>) -> Void
  let subscription: SubjectSubscription
}

/// The observers of a subject, specialised for the common single observer.
///
/// Not thread-safe on its own: subjects only touch it while they own their
/// ``Serializer``.
struct SubjectObservers<Element> {
  private enum Storage {
    case none
    case one(SubjectObserver<Element>)
    case many(ContiguousArray<SubjectObserver<Element>>)
  }

  private var storage = Storage.none

  var count: Int {
    switch storage {
    case .none: return 0
    case .one: return 1
    case .many(let list): return list.count
    }
  }

  mutating func append(_ observer: SubjectObserver<Element>) {
    switch storage {
    case .none: storage = .one(observer)
    case .one(let first): storage = .many([first, observer])
    case .many(var list):
      storage = .none
      list.append(observer)
      storage = .many(list)
    }
  }

  mutating func remove(_ subscription: SubjectSubscription) {
    switch storage {
    case .none: break
    case .one(let only):
      if only.subscription === subscription { storage = .none }
    case .many(var list):
      storage = .none
      list.removeAll { $0.subscription === subscription }
      storage = list.isEmpty ? .none : .many(list)
    }
  }

  mutating func removeAll() -> SubjectObservers<Element> {
    let all = self
    storage = .none
    return all
  }

  /// Delivers `event` to every observer not disposed meanwhile.
  @inline(__always)
  func dispatch(_ event: Event<Element>) {
    switch storage {
    case .none: break
    case .one(let observer):
      if !observer.subscription.isDisposed { observer.on(event) }
    case .many(let list):
      for observer in list where !observer.subscription.isDisposed {
        observer.on(event)
      }
    }
  }
}
