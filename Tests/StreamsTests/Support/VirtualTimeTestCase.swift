import ReactorTesting
import XCTest

/// A test case whose every test gets a fresh virtual-time scheduler,
/// `scheduler`, created before it runs and released after.
class VirtualTimeTestCase: XCTestCase {
  var scheduler: TestScheduler!

  override func setUp() {
    super.setUp()
    scheduler = TestScheduler(initialClock: 0)
  }

  override func tearDown() {
    scheduler = nil
    super.tearDown()
  }
}
