import Platform
import Streams

/// An observable made of recorded events, that records when it was
/// subscribed and unsubscribed.
///
/// Created by ``TestScheduler/createHotObservable(_:)`` and
/// ``TestScheduler/createColdObservable(_:)``.
public class TestableObservable<Element>: ObservableType, @unchecked Sendable {
  /// The scheduler that drives the events.
  let scheduler: TestScheduler
  private let recordedSubscriptions = LockedState<[Subscription]>([])

  /// The events this observable emits, with their ticks.
  public let recordedEvents: [Recorded<Event<Element>>]

  init(scheduler: TestScheduler, events: [Recorded<Event<Element>>]) {
    self.scheduler = scheduler
    recordedEvents = events
  }

  /// Every subscription so far: subscribe and unsubscribe ticks.
  public var subscriptions: [Subscription] { recordedSubscriptions.withLock { $0 } }

  /// Subscribes `observer`.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    fatalError("TestableObservable is abstract")
  }

  /// Records a subscription; returns its index.
  func recordSubscribe() -> Int {
    let time = scheduler.clock
    return recordedSubscriptions.withLock { subscriptions in
      subscriptions.append(Subscription(time))
      return subscriptions.count - 1
    }
  }

  /// Records the end of subscription `index`.
  func recordUnsubscribe(_ index: Int) {
    let time = scheduler.clock
    recordedSubscriptions.withLock { subscriptions in
      subscriptions[index] = Subscription(subscriptions[index].subscribe, time)
    }
  }
}

/// Emits its events at their absolute ticks to whoever is subscribed then
/// (like RxTest, it keeps no terminal state: a late subscriber simply sees
/// nothing of what already happened).
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
  /// The subscribed observers by subscription order, and the next key.
  private let observers = LockedState<(byKey: [Int: AnyObserver<Element>], nextKey: Int)>(
    ([:], 0))

  override init(scheduler: TestScheduler, events: [Recorded<Event<Element>>]) {
    super.init(scheduler: scheduler, events: events)
    for recorded in events {
      scheduler.scheduleAt(recorded.time) { [weak self] in
        guard let self else { return }
        let current = observers.withLock { $0.byKey.sorted { $0.key < $1.key }.map(\.value) }
        for observer in current { observer.on(recorded.value) }
      }
    }
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let index = recordSubscribe()
    let anyObserver = AnyObserver(observer)
    let key: Int = observers.withLock { observers in
      observers.nextKey += 1
      observers.byKey[observers.nextKey] = anyObserver
      return observers.nextKey
    }
    return Disposables.create { [self] in
      recordUnsubscribe(index)
      // The removed observer is released after the lock.
      _ = observers.withLock { $0.byKey.removeValue(forKey: key) }
    }
  }
}

/// Emits its events at ticks counted from each subscription.
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let index = recordSubscribe()
    let scheduled = CompositeDisposable()
    for recorded in recordedEvents {
      scheduled.insert(
        scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
          observer.on(recorded.value)
          return Disposables.create()
        })
    }
    return Disposables.create { [self] in
      recordUnsubscribe(index)
      scheduled.dispose()
    }
  }
}
