import Streams
import XCTest

/// An error to send through sequences in tests.
enum TestError: Error, Equatable {
  case boom
  case other(Int)
}

/// An object whose lifetime a test watches through a weak reference.
final class Tracked {
  let name: String
  init(_ name: String = "tracked") { self.name = name }
}

/// Runs `body` with a fresh object and returns a weak reference to it, so a
/// test can assert that whatever captured the object released it.
func weaklyHeld(_ body: (Tracked) -> Void) -> () -> Tracked? {
  let object = Tracked()
  weak let weak = object
  body(object)
  return { weak }
}
