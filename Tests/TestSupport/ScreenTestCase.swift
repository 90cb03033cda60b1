import HeadlessUI
import ReactorTesting
import XCTest

/// The base of the project's XCTest classes that show screens: every
/// ``ViewWarning`` fails the test (`ViewWarning.failsTests`), so a mistake
/// UIKit would crash on cannot pass silently. A test that expects a warning
/// collects it with its own `Hooks.viewWarning` handler.
open class ScreenTestCase: XCTestCase {
  override open func setUp() {
    super.setUp()
    ViewWarning.failsTests = true
  }
}
