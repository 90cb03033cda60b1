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
