import HeadlessUI
import ReactorCore

/// A headless UI monkey: sends a screen thousands of random user events
/// (taps, selections, typing, scrolling, going back, swiping sheets down)
/// and reports the shortest sequence that makes it fail.
///
/// ```swift
/// @MainActor @Test func settingsNeverWarn() {
///   let failure = ScreenMonkey(seed: 7).run(events: 5_000, make: { makeSettingsScreen() },
///                                           invariant: { screen in !screen.render().contains("NaN") })
///   #expect(failure == nil, "\(failure!)")
/// }
/// ```
///
/// Each event is one thing a user can do on what is on screen now, drawn
/// at random: tap a button, a bar button or an alert's action, toggle a
/// switch, select a segment, step a stepper, slide a slider, select a
/// visible row or item, type into a text field or search bar, pull to
/// refresh, scroll, go back (`< Back`), swipe a presented screen down. A
/// view a touch does not reach (hidden, transparent, disabled, or covered
/// by a presented screen or the top of a navigation stack) is never
/// touched. The events are HeadlessUI's own simulated user actions
/// (``HeadlessUI/Button/tap()``, ``HeadlessUI/TableView/selectRow(at:)``,
/// ``HeadlessUI/NavigationController/tapBackButton()``,
/// ``HeadlessUI/ViewController/swipeDownToDismiss()``, …).
///
/// A failure is any ``HeadlessUI/ViewWarning``, any reactor error
/// (`Hooks.reactorError`) or the invariant returning `false`, after an
/// event or on the screen as first shown. It is shrunk as
/// ``StatefulTest`` shrinks: events are removed, in chunks then one at a
/// time, while the rest still fails the same way, each try on a fresh
/// screen from `make`; an event whose control is no longer on screen when
/// its turn comes is dropped. See ``Failure``.
///
/// While it runs, the monkey takes over `Hooks.viewWarning` and
/// `Hooks.reactorError` (restoring them after), so a warning or error
/// raised meanwhile by code running on another thread counts too. Work a
/// screen leaves to a scheduler or the main queue for later does not run
/// between events: give its reactors a ``TestScheduler`` to drive, or
/// synchronous effects.
///
/// - Complexity: O(`events` × controls on screen) to search, plus
///   O(*n*²) replays of at most *n* events to shrink a failure of *n*
///   events (at most 2,000 replays).
@MainActor
public struct ScreenMonkey {
  /// The seed of the events: the same seed, and the same screen, give the
  /// same events and the same failure on every machine.
  public let seed: UInt64

  /// Creates a monkey whose events are drawn from `seed`.
  public init(seed: UInt64) {
    self.seed = seed
  }

  /// Sends up to `events` random events to a fresh screen from `make`, and
  /// returns the shrunk failure, or `nil` when none failed.
  ///
  /// The run ends early, passing, when the screen offers nothing to do.
  /// Refused, with a failure saying why: `events` of 0 or less, and a
  /// `make` that returns a screen already on screen (in a window, a
  /// navigation stack or presented): the monkey shows each screen in a
  /// window of its own, and needs a new one for every try.
  ///
  /// While it runs, reactors the screens drop are torn down on the calling
  /// thread only (the reactors' background sweep is held off), so that
  /// nothing they shared reaches a screen from another thread between an
  /// event and the check after it.
  ///
  /// - Parameters:
  ///   - events: the most events to send.
  ///   - make: builds a fresh screen, with its reactors, each time it is
  ///     called (once per try, shrinking included).
  ///   - invariant: what must hold of the screen after every event (and
  ///     when first shown); `nil` checks only warnings and errors.
  /// - Returns: the failure, shrunk, or `nil`.
  public func run(
    events: Int, make: () -> ViewController, invariant: ((ViewController) -> Bool)? = nil
  ) -> Failure? {
    guard events > 0 else {
      return Failure(
        seed: seed, sent: [], reason: "refused: events is \(events); it must be 1 or more",
        render: "")
    }
    // Reactors the screens drop are torn down on this thread only: a
    // teardown on the table's sweep thread could deliver a shared value's
    // change from there, between an event and the check after it.
    return StorageTable.shared.holdingBackgroundSweeps {
      let screen = make()
      if let refusal = Self.refusal(of: screen) {
        return Failure(seed: seed, sent: [], reason: refusal, render: "")
      }
      var random = SeededRandom(seed: seed)
      let outcome = Try(screen: screen, invariant: invariant).explore(
        events: events, random: &random)
      guard let reason = outcome.reason else { return nil }
      return shrink(outcome, reason: reason, make: make, invariant: invariant)
    }
  }

  /// Why `screen` cannot be shown by the monkey, or `nil`.
  static func refusal(of screen: ViewController) -> String? {
    let shown =
      screen.isVisible || screen.parent != nil || screen.presentingViewController != nil
      || screen.viewIfLoaded?.superview != nil
    guard shown else { return nil }
    return "refused: make() returned a \(type(of: screen)) that is already on screen (in a "
      + "window, a navigation stack or presented); it must build a new screen every time"
  }
}
