import Streams
import TestSupport
import XCTest

/// Runs `body` with a fresh object and returns a weak reference to it, so a
/// test can assert that whatever captured the object released it.
func weaklyHeld(_ body: (Tracked) -> Void) -> () -> Tracked? {
  let object = Tracked()
  weak let weak = object
  body(object)
  return { weak }
}

/// Subscribes to `source` with an `onNext` capturing a fresh object, then
/// ends the subscription with `end`: whether the object was alive before
/// `end` and whether it still is after.
func capturedObjectAlive<Source: ObservableType>(
  subscribingTo source: Source, endedBy end: (Disposable) -> Void
) -> (before: Bool, after: Bool) {
  var subscription: Disposable?
  let tracked = weaklyHeld { object in
    subscription = source.subscribe(onNext: { _ in _ = object })
  }
  let before = tracked() != nil
  if let subscription { end(subscription) }
  let after = tracked() != nil
  subscription?.dispose()
  return (before, after)
}
