import Foundation
import Streams
import XCTest

/// A value replaced or dropped under a lock is released after unlocking: its
/// `deinit` is user code, and one that calls back into its owner must not
/// find the owner's lock still held (a deadlock). Each scenario runs on a
/// thread of its own, so that a deadlock fails the test instead of hanging.
final class ReleaseAfterUnlockingTests: XCTestCase {
  func test_singleAssignmentDisposableReleasesAReplacedDisposableAfterUnlocking() {
    let holder = SingleAssignmentDisposable()
    let readDuringDeinit = Box<Bool?>(nil)
    let finished = finishesWithoutDeadlock {
      holder.setDisposable(DeinitProbeDisposable { readDuringDeinit.value = holder.isDisposed })
      holder.setDisposable(Disposables.create())
    }
    guard finished else { return }
    XCTAssertEqual(readDuringDeinit.value, false)
  }

  func test_behaviorSubjectReleasesTheReplacedValueAfterUnlocking() {
    // Once disposed, the subject no longer replays, so the value it holds
    // for `value()` is the element's only owner.
    let subject = BehaviorSubject<DeinitProbe?>(value: nil)
    let sentDuringDeinit = Box(false)
    let finished = finishesWithoutDeadlock {
      subject.dispose()
      subject.onNext(
        DeinitProbe {
          subject.onNext(nil)
          sentDuringDeinit.value = true
        })
      subject.onNext(nil)
    }
    guard finished else { return }
    XCTAssertTrue(sentDuringDeinit.value)
  }

  func test_shareReleasesTheDisconnectedSubjectAfterUnlocking() {
    let shared = Observable<Int>.never().share()
    let resubscribed = Box(false)
    let finished = finishesWithoutDeadlock {
      // The subscriber's closure, held only by the shared subject, is the
      // probe's only owner: disconnecting releases it.
      let subscription: Disposable = {
        let probe = DeinitProbe {
          shared.subscribe(onNext: { _ in }).dispose()
          resubscribed.value = true
        }
        return shared.subscribe(onNext: { _ in withExtendedLifetime(probe) {} })
      }()
      subscription.dispose()
    }
    guard finished else { return }
    XCTAssertTrue(resubscribed.value)
  }

  func test_concatMapReleasesAFinishedInnerSequenceAfterUnlocking() {
    let outer = DirectSource<Int>()
    let first = PublishSubject<Int>()
    let received = Box<[Int]>([])
    let finished = finishesWithoutDeadlock {
      let subscription = outer.observable
        .concatMap { value -> Observable<Int> in
          switch value {
          case 1: return first
          case 2:
            // Only this inner sequence holds the probe: it is released when
            // concatMap is done with the sequence.
            let probe = DeinitProbe { outer.onNext(3) }
            return Observable.create { observer in
              withExtendedLifetime(probe) {}
              observer.onCompleted()
              return Disposables.create()
            }
          default: return .just(value)
          }
        }
        .subscribe(onNext: { received.value.append($0) })
      outer.onNext(1)
      outer.onNext(2)
      first.onCompleted()
      subscription.dispose()
    }
    guard finished else { return }
    XCTAssertEqual(received.value, [3])
  }

  func test_debounceReleasesTheReplacedPendingElementAfterUnlocking() {
    let source = DirectSource<DeinitProbe?>()
    let sentDuringDeinit = Box(false)
    let finished = finishesWithoutDeadlock {
      let subscription = source.observable
        .debounce(.seconds(1), scheduler: ReorderingScheduler())
        .subscribe(onNext: { _ in })
      source.onNext(
        DeinitProbe {
          source.onNext(nil)
          sentDuringDeinit.value = true
        })
      source.onNext(nil)
      subscription.dispose()
    }
    guard finished else { return }
    XCTAssertTrue(sentDuringDeinit.value)
  }

  func test_withLatestFromReleasesTheReplacedLatestElementAfterUnlocking() {
    let second = DirectSource<DeinitProbe?>()
    let sentDuringDeinit = Box(false)
    let finished = finishesWithoutDeadlock {
      let subscription = Observable<Int>.never()
        .withLatestFrom(second.observable)
        .subscribe(onNext: { _ in })
      second.onNext(
        DeinitProbe {
          second.onNext(nil)
          sentDuringDeinit.value = true
        })
      second.onNext(nil)
      subscription.dispose()
    }
    guard finished else { return }
    XCTAssertTrue(sentDuringDeinit.value)
  }

  func test_delayReleasesDeliveredElementsOutsideItsLock() {
    let source = DirectSource<DeinitProbe?>()
    let scheduler = ReorderingScheduler()
    let sentDuringDeinit = Box(false)
    let received = Box(0)
    let finished = finishesWithoutDeadlock {
      let subscription = source.observable
        .delay(.seconds(1), scheduler: scheduler)
        .subscribe(onNext: { _ in received.value += 1 })
      source.onNext(
        DeinitProbe {
          source.onNext(nil)
          sentDuringDeinit.value = true
        })
      scheduler.advance(by: 500_000)
      source.onNext(nil)
      // Delivers the probe alone, then the second element: the queue is
      // compacted once both are taken.
      scheduler.advance(by: 500_000)
      scheduler.advance(by: 500_000)
      scheduler.advance(by: 1_000_000)
      subscription.dispose()
    }
    guard finished else { return }
    XCTAssertTrue(sentDuringDeinit.value)
    XCTAssertEqual(received.value, 3)
  }

  func test_scheduledItemReleasesADisposedActionAfterUnlocking() {
    let scheduler = CurrentThreadScheduler.instance
    let readDuringDeinit = Box<Bool?>(nil)
    let finished = finishesWithoutDeadlock {
      _ = scheduler.schedule(()) { _ in
        // Queued behind this action, so disposing drops it before it ran;
        // its state, the probe, is held by the item's action only.
        let item = Box<Disposable?>(nil)
        item.value = scheduler.schedule(
          DeinitProbe { readDuringDeinit.value = (item.value as? Cancelable)?.isDisposed }
        ) { probe in
          withExtendedLifetime(probe) {}
          return Disposables.create()
        }
        item.value?.dispose()
        return Disposables.create()
      }
    }
    guard finished else { return }
    XCTAssertEqual(readDuringDeinit.value, true)
  }

  func test_scheduleRecursiveReleasesAFinishedStepsDisposableAfterUnlocking() {
    let scheduler = ManualScheduler()
    let recursive = Box<Disposable?>(nil)
    let disposedDuringDeinit = Box(false)
    scheduler.makeDisposable = {
      DeinitProbeDisposable {
        recursive.value?.dispose()
        disposedDuringDeinit.value = true
      }
    }
    let finished = finishesWithoutDeadlock {
      recursive.value = scheduler.scheduleRecursive(0) { _, _ in }
      scheduler.run()
    }
    guard finished else { return }
    XCTAssertTrue(disposedDuringDeinit.value)
  }
}
