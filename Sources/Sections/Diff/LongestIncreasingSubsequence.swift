/// Marks a longest strictly increasing subsequence of `values`: the elements
/// that can stay where they are while the others move. O(n log n).
///
/// - Returns: `mask[i] == true` for the elements in the subsequence.
@inlinable
package func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
  let count = values.count
  var mask = [Bool](repeating: false, count: count)
  guard count > 0 else { return mask }
  // tails[k]: index (into values) of the smallest tail of an increasing
  // run of length k + 1; previous[i]: index before i in its run.
  var tails: [Int] = []
  tails.reserveCapacity(count)
  var previous = [Int](repeating: -1, count: count)
  for index in 0..<count {
    let value = values[index]
    // Most elements of an update stay in order: one that extends the
    // longest run skips the binary search.
    if let last = tails.last, values[last] < value {
      previous[index] = last
      tails.append(index)
      continue
    }
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) >> 1
      if values[tails[middle]] < value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    if low > 0 { previous[index] = tails[low - 1] }
    if low == tails.count {
      tails.append(index)
    } else {
      tails[low] = index
    }
  }
  var index = tails[tails.count - 1]
  while index >= 0 {
    mask[index] = true
    index = previous[index]
  }
  return mask
}
