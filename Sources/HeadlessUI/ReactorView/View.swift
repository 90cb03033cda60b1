import ReactorCore
import Streams

/// A view or view controller that shows a reactor's state and sends it
/// actions: ReactorKit's `View` protocol.
///
/// Declare `disposeBag` and `bind(reactor:)`; `reactor` comes from this
/// protocol:
///
/// ```swift
/// final class MainCell: TableViewCell, View {
///   var disposeBag = DisposeBag()
///   func bind(reactor: MainCellReactor) {
///     reactor.state.map(\.message).bind(to: titleLabel.rx.text).disposed(by: disposeBag)
///   }
/// }
/// ```
///
/// Assigning ``reactor`` replaces ``disposeBag`` with a new one (dropping
/// every binding of the previous reactor) and then calls
/// ``bind(reactor:)`` with the new reactor; assigning `nil` only drops the
/// bindings. A reused cell assigned another reactor therefore no longer
/// reacts to the old one. The view holds its reactor strongly.
///
/// Main-actor only, as views are. ``ReactorView`` is the same protocol
/// under ReactorKit's newer name; ``DeferredReactorView`` binds a view
/// controller only once its view has loaded.
@preconcurrency @MainActor
public protocol View: AnyObject {
  /// The reactor type the view binds.
  associatedtype Reactor: ReactorCore.Reactor

  /// Holds the bindings of the current reactor; replaced on every
  /// assignment of ``reactor``.
  var disposeBag: DisposeBag { get set }

  /// The reactor shown; assigning it rebinds (see the protocol).
  var reactor: Reactor? { get set }

  /// Creates the bindings between the view and `reactor`, disposed by
  /// ``disposeBag``. Called by the ``reactor`` setter; do not call directly.
  func bind(reactor: Reactor)
}

/// ReactorKit's newer name for ``View``: the same protocol.
public typealias ReactorView = View

extension View {
  /// The reactor shown. Setting it replaces ``disposeBag`` and then calls
  /// ``bind(reactor:)``; setting `nil` drops the bindings.
  ///
  /// A view controller whose ``bind(reactor:)`` loads its view (it calls
  /// `loadViewIfNeeded()` or reads `view`) fires `rx.viewDidLoad` when
  /// ``bind(reactor:)`` returns, not while it runs: a binding made after
  /// the load, such as `rx.viewDidLoad.map { .load }.bind(to:
  /// reactor.action)`, still sees the event. (UIKit with RxCocoa would
  /// have fired it before that binding existed, and the action would be
  /// lost without a word.)
  public var reactor: Reactor? {
    get { ReactorSlots.reactor(of: self) as? Reactor }
    set {
      disposeBag = DisposeBag()
      ReactorSlots.setReactor(newValue, of: self)
      guard let newValue else { return }
      if let controller = self as? ViewController {
        controller.whileBinding { bind(reactor: newValue) }
      } else {
        bind(reactor: newValue)
      }
    }
  }
}

/// A view controller that binds its reactor only once its view has loaded:
/// ReactorKit's `StoryboardView`.
///
/// Assigning ``reactor`` before the view loads stores it and replaces
/// ``disposeBag``; ``bind(reactor:)`` runs right after `viewDidLoad()`
/// (before `rx.viewDidLoad` fires, so a binding to it sees the event), with
/// the reactor assigned last. Once the view is loaded, assignment binds at
/// once. Conformers that are not view controllers bind at once.
@preconcurrency @MainActor
public protocol DeferredReactorView: AnyObject {
  /// The reactor type the view binds.
  associatedtype Reactor: ReactorCore.Reactor

  /// Holds the bindings of the current reactor.
  var disposeBag: DisposeBag { get set }

  /// The reactor shown; assigning it rebinds once the view has loaded.
  var reactor: Reactor? { get set }

  /// Creates the bindings between the view and `reactor`.
  func bind(reactor: Reactor)
}

extension DeferredReactorView {
  /// The reactor shown; see ``DeferredReactorView``.
  public var reactor: Reactor? {
    get { ReactorSlots.reactor(of: self) as? Reactor }
    set {
      disposeBag = DisposeBag()
      let generation = ReactorSlots.setReactor(newValue, of: self)
      guard let newValue else { return }
      guard let controller = self as? ViewController, !controller.isViewLoaded else {
        bind(reactor: newValue)
        return
      }
      controller.performAfterViewDidLoad { [weak self] in
        guard let self, ReactorSlots.generation(of: self) == generation else { return }
        self.bind(reactor: newValue)
      }
    }
  }
}
