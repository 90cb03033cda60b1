import Platform
import Streams

extension HeadlessView {
  /// Reports a ``ViewWarning/Kind/offMainThread`` warning when `property`
  /// of this view is written off the main actor.
  ///
  /// A view's members are main-actor isolated, but a closure formed in a
  /// main-actor context (`reactor.state.subscribe(onNext: { self.label.text
  /// = $0 })` inside `bind(reactor:)`) runs on whichever thread emits, and
  /// Swift cannot see that at compile time. UIKit's Main Thread Checker
  /// catches the same mistake at run time; so does this, in every build.
  ///
  /// Why not at compile time (tried with Swift 6.3.1): the closure is
  /// main-actor code passed to a non-`Sendable` parameter, as RxSwift's
  /// `subscribe(onNext:)` takes it, and the compiler does not see the
  /// observable call it from another thread. Making observers `@Sendable`
  /// flags the write (a warning, these views being `@preconcurrency`) but
  /// also rejects every RxSwift closure that captures a `var` or a
  /// non-`Sendable` value; an `@isolated(any)` observer compiles silently
  /// and knows it belongs to the main actor, but can only be called with
  /// `await`, so it means asynchronous delivery or this same run-time check.
  ///
  /// Cost: one comparison of the current thread with the main thread's id
  /// on the main thread (see `MainContext`).
  @inline(__always)
  final func checkMainActor(writing property: StaticString) {
    if !MainContext.isCurrent { reportOffMainWrite(self, property) }
  }
}

extension ViewController {
  /// Reports a ``ViewWarning/Kind/offMainThread`` warning when `property`
  /// of this controller is written off the main actor (see
  /// `HeadlessView.checkMainActor(writing:)`).
  @inline(__always)
  final func checkMainActor(writing property: StaticString) {
    if !MainContext.isCurrent { reportOffMainWrite(self, property) }
  }
}

/// Reports `property` of `owner` (a view or a controller) as written off
/// the main thread, naming the owner's type and, for a view, its
/// accessibility identifier. Kept out of the inlined checks: it runs only
/// for the mistake.
@MainActor
private func reportOffMainWrite(_ owner: AnyObject, _ property: StaticString) {
  reportOffMain(owner, "\(property) was written off the main thread")
}

/// Reports `call` of `owner` (a list view or a controller) as made off the
/// main thread and queued on the main queue (see `ChangeGate`).
@MainActor
func reportOffMainCall(_ owner: AnyObject, _ call: String) {
  reportOffMain(owner, "\(call) was called off the main thread and runs on the main queue")
}

/// Reports `what` happened off the main thread to `owner`, naming the
/// owner's type and, for a view, its accessibility identifier, with the
/// advice that fits it.
@MainActor
private func reportOffMain(_ owner: AnyObject, _ what: String) {
  var name = String(describing: type(of: owner))
  let advice: String
  if let view = owner as? HeadlessView {
    if let identifier = view.accessibilityIdentifier { name += " '\(identifier)'" }
    advice =
      "views are main-actor only: deliver through a Binder (`bind(to: view.rx…)`), a Driver, "
      + "or `observe(on: MainScheduler.instance)`"
  } else {
    advice = "view controllers are main-actor only"
  }
  reportViewWarning(.offMainThread, "\(name).\(what); \(advice)")
}
