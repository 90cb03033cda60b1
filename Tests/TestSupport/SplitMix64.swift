/// A small, fast, seedable random number generator (Steele, Lea and Flood's
/// SplitMix64), so that every property-test case can be replayed from its
/// seed.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// A generator whose whole output is determined by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The seed of case `index` of a run started from `base`: independent
  /// streams per case, so that one case can be replayed alone.
  public static func caseSeed(base: UInt64, index: Int) -> UInt64 {
    var generator = SplitMix64(
      seed: base ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
    return generator.next()
  }
}
