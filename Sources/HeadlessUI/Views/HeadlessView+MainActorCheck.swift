import Foundation
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
  /// Cost: one comparison of the current thread with the main thread's id
  /// on the main thread (see `MainContext`).
  @inline(__always)
  final func checkMainActor(writing property: StaticString) {
    if !MainContext.isCurrent { reportOffMainWrite(property) }
  }

  private func reportOffMainWrite(_ property: StaticString) {
    Hooks.report(
      ViewWarning(
        .offMainThread,
        "\(Self.name(of: self)).\(property) was written off the main thread; views are "
          + "main-actor only: deliver through a Binder (`bind(to: view.rx…)`), a Driver, "
          + "or `observe(on: MainScheduler.instance)`"))
  }

  /// The view's type, and its accessibility identifier when it has one.
  static func name(of view: HeadlessView) -> String {
    let type = String(describing: Swift.type(of: view))
    guard let identifier = view.accessibilityIdentifier else { return type }
    return "\(type) '\(identifier)'"
  }
}

extension ViewController {
  /// Reports a ``ViewWarning/Kind/offMainThread`` warning when `property`
  /// of this controller is written off the main actor (see
  /// `HeadlessView.checkMainActor(writing:)`).
  @inline(__always)
  final func checkMainActor(writing property: StaticString) {
    if !MainContext.isCurrent {
      Hooks.report(
        ViewWarning(
          .offMainThread,
          "\(String(describing: type(of: self))).\(property) was written off the main thread; "
            + "view controllers are main-actor only"))
    }
  }
}
