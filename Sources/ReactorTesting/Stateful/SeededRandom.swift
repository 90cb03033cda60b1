/// A random number generator made from a `UInt64` seed: the same seed gives
/// the same numbers, in the same order, on every machine and every run.
///
/// ``StatefulTest`` hands one to each rule, so that what a rule draws
/// (`Int.random(in: 1...5, using: &random)`, `array.randomElement(using:
/// &random)`) is reproduced by the failure's seed. It is SplitMix64
/// (Steele, Lea and Flood, 2014): 64 bits of state, one addition and three
/// multiply-xorshift rounds per number; never the system generator.
///
/// ```swift
/// var random = SeededRandom(seed: 42)
/// let roll = Int.random(in: 1...6, using: &random)   // the same on every machine
/// ```
///
/// A value type: a copy goes on with the same numbers as the original.
///
/// - Complexity: O(1) per number.
public struct SeededRandom: RandomNumberGenerator, Sendable, Equatable {
  /// The state, advanced by the golden-ratio increment on each number.
  @usableFromInline var state: UInt64

  /// Creates a generator whose numbers are determined by `seed` alone.
  @inlinable
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  @inlinable
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

extension SeededRandom {
  /// A seed drawn from the system's generator, for a run given none.
  static func drawSeed() -> UInt64 {
    var system = SystemRandomNumberGenerator()
    return system.next()
  }
}
