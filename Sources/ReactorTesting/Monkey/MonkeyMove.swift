import Foundation
import HeadlessUI

/// One thing a user can do on the screen now, found by ``MonkeyMoves``:
/// what it is (`target`, the same on a fresh screen built the same way),
/// how to draw its argument (the text to type, the value to slide to), and
/// how to do it.
@MainActor
struct MonkeyMove {
  /// What the user does, without the drawn argument: `tap Minus`,
  /// `select row 3 of section 0`, `type into Name`.
  let target: String
  /// Draws the argument, for a move that takes one.
  let draw: ((inout SeededRandom) -> String)?
  /// The event in words, given the argument.
  let describe: (String?) -> String
  /// Does it.
  let perform: (String?) -> Void

  init(
    _ target: String, draw: ((inout SeededRandom) -> String)? = nil,
    describe: ((String?) -> String)? = nil, perform: @escaping (String?) -> Void
  ) {
    self.target = target
    self.draw = draw
    self.describe = describe ?? { _ in target }
    self.perform = perform
  }
}

/// An event a monkey sent: enough to send it again on a fresh screen.
struct MonkeyEvent: Equatable {
  /// The move's target.
  let target: String
  /// Which of the moves with that target (0 for the first).
  let ordinal: Int
  /// The drawn argument, if any.
  let argument: String?
  /// The event in words.
  let description: String
}
