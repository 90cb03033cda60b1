import HeadlessUI
import Streams
import XCTest

/// The ways UIKit's hit-testing keeps a touch from a view: each is applied
/// to a fresh view inside a container.
enum TouchBlocker: CaseIterable, CustomStringConvertible {
  case disabled, hidden, transparent, notInteractive
  case inHiddenContainer, inTransparentContainer, inNonInteractiveContainer

  var description: String {
    switch self {
    case .disabled: "disabled"
    case .hidden: "hidden"
    case .transparent: "alpha 0"
    case .notInteractive: "isUserInteractionEnabled false"
    case .inHiddenContainer: "in a hidden container"
    case .inTransparentContainer: "in a container with alpha 0"
    case .inNonInteractiveContainer: "in a non-interactive container"
    }
  }

  /// Blocks `view`, which is inside `container`; `false` when the blocker
  /// does not apply (disabling a view that is not a control).
  @MainActor
  func apply(to view: HeadlessView, in container: HeadlessView) -> Bool {
    switch self {
    case .disabled:
      guard let control = view as? Control else { return false }
      control.isEnabled = false
    case .hidden: view.isHidden = true
    case .transparent: view.alpha = 0
    case .notInteractive: view.isUserInteractionEnabled = false
    case .inHiddenContainer: container.isHidden = true
    case .inTransparentContainer: container.alpha = 0
    case .inNonInteractiveContainer: container.isUserInteractionEnabled = false
    }
    return true
  }
}

/// Asserts that `act`, a simulated user action, makes `events` emit on a
/// fresh view from `make` inside a container, and emits nothing for every
/// ``TouchBlocker``.
@MainActor
func assertSimulatedActionHonoursHitTesting<V: HeadlessView, E>(
  _ make: () -> V,
  events: (V) -> Observable<E>,
  act: (V) -> Void,
  file: StaticString = #filePath, line: UInt = #line
) {
  func emissions(blockedBy blocker: TouchBlocker?) -> Int? {
    let container = HeadlessView()
    let view = make()
    container.addSubview(view)
    if let blocker, !blocker.apply(to: view, in: container) { return nil }
    let bag = DisposeBag()
    var count = 0
    events(view).subscribe(onNext: { _ in count += 1 }).disposed(by: bag)
    act(view)
    return count
  }
  XCTAssertGreaterThan(
    emissions(blockedBy: nil) ?? 0, 0, "\(V.self): the action fires nothing", file: file,
    line: line)
  for blocker in TouchBlocker.allCases {
    guard let count = emissions(blockedBy: blocker) else { continue }
    XCTAssertEqual(count, 0, "\(V.self) \(blocker) took the touch", file: file, line: line)
  }
}
