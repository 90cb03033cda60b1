/// The staged difference between two arrays of identifiable, equatable
/// elements (what DifferenceKit's `StagedChangeset(source:target:)` does):
/// first deletions and reloads, then insertions and moves.
///
/// Elements are matched by identity; duplicate identities are allowed and
/// matched in order (the n-th occurrence before with the n-th after). Moves
/// are minimal: elements whose order relative to the other survivors did not
/// change are not moved.
///
/// - Complexity: O(n log n) time, O(n) memory.
public struct StagedChangeset<Element>: RandomAccessCollection {
  /// The stages, in the order to apply them (empty when nothing changed).
  public let stages: [ArrayChangeset<Element>]

  /// The first stage's index (0).
  public var startIndex: Int { stages.startIndex }
  /// The number of stages.
  public var endIndex: Int { stages.endIndex }
  /// The stage at `position`.
  public subscript(position: Int) -> ArrayChangeset<Element> { stages[position] }

  /// Stages computed elsewhere (a collection that matched its elements
  /// while it changed), in the order to apply them.
  @usableFromInline
  package init(stages: [ArrayChangeset<Element>]) {
    self.stages = stages
  }

  /// The stages that turn `source` into `target`.
  @inlinable
  public init(source: [Element], target: [Element])
  where Element: IdentifiableType & Equatable {
    stages = Self.stages(source: source, target: target)
  }

  @inlinable
  static func stages(source: [Element], target: [Element]) -> [ArrayChangeset<Element>]
  where Element: IdentifiableType & Equatable {
    // One slot per identity, pointing at its next unmatched source index;
    // later occurrences of the same identity are chained in `nextOccurrence`
    // so that duplicates match in order without hashing again.
    var table = IdentityTable(count: source.count)
    var nextOccurrence = [Int](repeating: -1, count: source.count)
    var lastOccurrence = [Int](repeating: -1, count: source.count)
    for index in source.indices {
      let identity = source[index].identity
      if let first = table.insert(
        index, hash: IdentityTable.hash(identity), matches: { source[$0].identity == identity })
      {
        // A duplicate: chain it after the last occurrence of `first`.
        let last = lastOccurrence[first] >= 0 ? lastOccurrence[first] : first
        nextOccurrence[last] = index
        lastOccurrence[first] = index
      }
    }
    var targetOfSource = [Int](repeating: -1, count: source.count)
    var sourceOfTarget = [Int](repeating: -1, count: target.count)
    // A cursor follows the source's order: a target element whose identity
    // is the next unmatched source element's (most of them in a typical
    // update) is found through that element's stored hash, without hashing
    // its identity again (hashing dominates with identities such as UUIDs).
    var cursor = 0
    for targetIndex in target.indices {
      let identity = target[targetIndex].identity
      while cursor < source.count, targetOfSource[cursor] >= 0 { cursor += 1 }
      var slot = -1
      if cursor < source.count, source[cursor].identity == identity {
        slot = table.slot(
          hash: table.hashes[cursor], matches: { source[$0].identity == identity })
        // Another occurrence of a repeated identity comes first: matched in
        // order below.
        if slot >= 0, table.entry(at: slot) != cursor { slot = -1 }
      }
      if slot < 0 {
        slot = table.slot(
          hash: IdentityTable.hash(identity), matches: { source[$0].identity == identity })
      }
      guard slot >= 0 else { continue }
      let match = table.entry(at: slot)
      let next = nextOccurrence[match]
      if next >= 0 { lastOccurrence[next] = lastOccurrence[match] }
      table.replace(slot: slot, with: next)
      targetOfSource[match] = targetIndex
      sourceOfTarget[targetIndex] = match
      cursor = match + 1
    }

    return matchedStages(
      target: target, source: source, targetOfSource: targetOfSource,
      sourceOfTarget: sourceOfTarget
    ) { sourceIndex, targetIndex in
      target[targetIndex] != source[sourceIndex]
    }
  }

  /// The stages of a change whose elements are matched already (by the
  /// differ above, or by a collection that matched them as it changed):
  /// `targetOfSource[i]` is where source element `i` went in `target` (-1:
  /// deleted), `sourceOfTarget` the reverse (-1: inserted); `isUpdated`
  /// tells whether a kept element is reloaded. After the first stage a kept
  /// element is its `source` one, or its `target` one if it is reloaded or
  /// `source` is not given (the caller knows them to be the same). Moves
  /// are the fewest: a longest increasing subsequence of the kept elements
  /// stays.
  @inlinable
  package static func matchedStages(
    target: [Element], source: [Element]? = nil, targetOfSource: [Int], sourceOfTarget: [Int],
    isUpdated: (_ source: Int, _ target: Int) -> Bool
  ) -> [ArrayChangeset<Element>] {
    // Stage 1: deletions and reloads.
    var deleted: [Int] = []
    var updated: [Int] = []
    var intermediate: [Element] = []
    intermediate.reserveCapacity(targetOfSource.count)
    var intermediateIndex = [Int](repeating: -1, count: targetOfSource.count)
    let takesSource = source != nil
    let sourceElements = source ?? []
    for sourceIndex in targetOfSource.indices {
      let match = targetOfSource[sourceIndex]
      guard match >= 0 else {
        deleted.append(sourceIndex)
        continue
      }
      intermediateIndex[sourceIndex] = intermediate.count
      if isUpdated(sourceIndex, match) {
        updated.append(sourceIndex)
        intermediate.append(target[match])
      } else if takesSource {
        intermediate.append(sourceElements[sourceIndex])
      } else {
        intermediate.append(target[match])
      }
    }

    // Stage 2: insertions and moves.
    var inserted: [Int] = []
    var survivors: [Int] = []
    var survivorTargets: [Int] = []
    survivors.reserveCapacity(intermediate.count)
    survivorTargets.reserveCapacity(intermediate.count)
    for targetIndex in target.indices {
      let match = sourceOfTarget[targetIndex]
      if match < 0 {
        inserted.append(targetIndex)
      } else {
        survivors.append(intermediateIndex[match])
        survivorTargets.append(targetIndex)
      }
    }
    let stays = longestIncreasingSubsequenceMask(survivors)
    var moved: [(from: Int, to: Int)] = []
    for position in survivors.indices where !stays[position] {
      moved.append((from: survivors[position], to: survivorTargets[position]))
    }

    var stages: [ArrayChangeset<Element>] = []
    if !deleted.isEmpty || !updated.isEmpty {
      stages.append(ArrayChangeset(data: intermediate, deleted: deleted, updated: updated))
    }
    if !inserted.isEmpty || !moved.isEmpty {
      stages.append(ArrayChangeset(data: target, inserted: inserted, moved: moved))
    }
    return stages
  }
}

extension StagedChangeset: Sendable where Element: Sendable {}
