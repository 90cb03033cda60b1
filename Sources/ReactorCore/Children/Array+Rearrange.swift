extension Array {
  /// Reorders the array in place so that position `p` holds the element
  /// that was at `sources[p]`, then drops the elements no position took
  /// (which `sources` must leave out, each index used at most once).
  ///
  /// Elements are moved, never copied: a reorder of class references
  /// retains and releases only the dropped ones, and touches no object, so
  /// that an update of a long list of reactors does not visit every reactor
  /// (children.update.10k). A shared buffer is copied first, as any
  /// mutation would.
  ///
  /// - Complexity: O(*n*) for *n* elements before.
  @inlinable
  mutating func rearrange(takingFrom sources: [Int]) {
    let total = count
    let kept = sources.count
    precondition(kept <= total, "rearrange: more positions than elements")
    // The whole permutation: the dropped elements go after the kept ones.
    var permutation = sources
    permutation.reserveCapacity(total)
    if kept < total {
      var taken = [Bool](repeating: false, count: total)
      for source in sources { taken[source] = true }
      for index in 0..<total where !taken[index] { permutation.append(index) }
    }
    precondition(permutation.count == total, "rearrange: a source index used twice")
    withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      // Follows each cycle of the permutation once: a position done is
      // marked by pointing it at itself.
      for start in 0..<total where permutation[start] != start {
        let held = (base + start).move()
        var position = start
        while true {
          let source = permutation[position]
          permutation[position] = position
          if source == start {
            (base + position).initialize(to: held)
            break
          }
          (base + position).moveInitialize(from: base + source, count: 1)
          position = source
        }
      }
    }
    removeLast(total - kept)
  }
}
