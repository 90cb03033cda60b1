import Foundation
import Platform
import Streams

/// Something the view layer recovered from that is almost certainly a
/// mistake in the calling code: UIKit would have crashed, or RxDataSources
/// would have silently reloaded.
///
/// Reported through ``Streams/Hooks/viewWarning``; the view stays
/// consistent and the program goes on.
public struct ViewWarning: Error, Equatable, Sendable, CustomStringConvertible {
  /// What kind of recovery happened.
  public enum Kind: String, Sendable {
    /// An animated data source met duplicate identities and reloaded instead.
    case duplicateIdentities
    /// A batch update broke UIKit's rules; the view kept its content.
    case invalidBatchUpdate
    /// A cell was dequeued with an identifier nothing was registered for.
    case unregisteredReuseIdentifier
    /// An index path outside the shown content was used.
    case indexPathOutOfRange
    /// A model or cell was not of the type asked for
    /// (`rx.modelSelected(T.self)`, `rx.items(cellIdentifier:cellType:)`).
    case typeMismatch
    /// A view or controller was written off the main thread (from a
    /// closure that runs on the thread a state was emitted on, say). A
    /// property is written in place; a list's change (reload, batch
    /// update, scroll, selection) or a navigation change (push, pop,
    /// present, dismiss) is made when the main queue next runs.
    case offMainThread
    /// A view or controller was to contain itself (a view added to its own
    /// subview, a controller adding its parent as a child, pushing a
    /// navigation controller onto itself, presenting a controller's own
    /// presenter): refused, the hierarchy is unchanged (UIKit raises or
    /// hangs).
    case hierarchyCycle
    /// A controller was to be in a navigation stack twice: pushed while in
    /// the stack already, or twice in the array given to
    /// `setViewControllers(_:animated:)` (a screen cached and returned
    /// again by `rx.navigation(screen:)`'s closure, say). Refused: the
    /// stack is unchanged (UIKit raises).
    case duplicateViewController
    /// An animated data source's section type has an `init(original:items:)`
    /// that loses items or its identity (the differ's
    /// `invalidInitializationOfSectionModel`): it reloaded instead.
    case invalidSectionModel
    /// A value no view can hold was set: a NaN or infinite number (a
    /// progress, a slider's value or bounds, a scroll offset, a count-down
    /// duration) or a negative count (`deleteBackward(-1)`). Refused: the
    /// view keeps its previous value (UIKit would draw nonsense or trap).
    case invalidValue
  }

  /// What kind of recovery happened.
  public let kind: Kind
  /// What was wrong and where, in a sentence.
  public let message: String

  /// Creates a warning.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// `kind: message`.
  public var description: String { "\(kind.rawValue): \(message)" }
}

private let viewWarningHandler = LockedState(
  ViewWarningHandler { warning in
    FileHandle.standardError.write(Data("HeadlessUI warning: \(warning)\n".utf8))
  })

/// The handler as ``LockedState`` holds it: in a non-generic struct, so that
/// reads do not wrap the closure in reabstraction thunks (see `Hooks`).
private struct ViewWarningHandler {
  let call: @Sendable (ViewWarning) -> Void
}

extension Hooks {
  /// Called with every ``HeadlessUI/ViewWarning``; the default writes it to standard
  /// error. Tests replace it to collect warnings. Thread-safe.
  public static var viewWarning: @Sendable (ViewWarning) -> Void {
    get { viewWarningHandler.withLock { $0 }.call }
    set { _ = viewWarningHandler.exchange(ViewWarningHandler(call: newValue)) }
  }

  static func report(_ warning: ViewWarning) {
    viewWarning(warning)
  }
}

/// Reports a ``ViewWarning`` through ``Streams/Hooks/viewWarning``.
func reportViewWarning(_ kind: ViewWarning.Kind, _ message: String) {
  Hooks.report(ViewWarning(kind, message))
}
