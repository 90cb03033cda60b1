// A replay's shared values: set to where the recording started, and the
// changes others made to them, decoded to be made again.
extension Replay {
  /// Sets each shared value the reactor merged to its value when the
  /// recording started (when it differs), and returns the recorded
  /// changes, decoded; a recording holding none (recorded before shared
  /// values were) sets none.
  ///
  /// - Throws: ``RecordingError/wrongSharedValues(recorded:replaying:)``,
  ///   ``RecordingError/corrupt(file:reason:)`` (the file `<recording>`)
  ///   for a value that does not decode as its type.
  static func setSharedValues(
    of recording: Recording, into shared: [MergedShared]
  ) throws(RecordingError) -> [RecordedSharedChange] {
    guard !recording.sharedValues.isEmpty else { return [] }
    let recorded = recording.sharedValues.map(\.valueType)
    guard recorded == shared.map(\.valueType) else {
      throw .wrongSharedValues(recorded: recorded, replaying: shared.map(\.valueType))
    }
    if let value = shared.first(where: { $0.decode == nil }) {
      throw .sharedValueNotCodable(
        reactorType: StateTree.typeName(ofType: R.self), valueType: value.valueType)
    }
    func decoded(_ json: JSONValue, by shared: MergedShared, at key: String) throws(RecordingError)
      -> Any
    {
      do {
        // Checked above: every value decodes.
        return try shared.decode!(json)
      } catch {
        throw .corrupt(
          file: "<recording>",
          reason: "\(key) is not a \(shared.valueType): \(jsonErrorReason(error))")
      }
    }
    var changes: [RecordedSharedChange] = []
    for (index, (value, shared)) in zip(recording.sharedValues, shared).enumerated() {
      let key = "sharedValues[\(index)]"
      if let current = shared.value, (try? shared.encode?(current)) != value.value {
        shared.set(try decoded(value.value, by: shared, at: "\(key).value"))
      }
      for (number, change) in value.changes.enumerated() {
        let value = try decoded(change.value, by: shared, at: "\(key).changes[\(number)].value")
        changes.append(RecordedSharedChange(change: change, value: value, shared: shared))
      }
    }
    // In the order they were made: by step, then time (stable).
    return changes.enumerated().sorted {
      ($0.element.change.stepsBefore, $0.element.change.time, $0.offset)
        < ($1.element.change.stepsBefore, $1.element.change.time, $1.offset)
    }.map(\.element)
  }
}

/// A recorded change of a shared value, decoded: made again by a replay at
/// its time.
struct RecordedSharedChange {
  let change: Recording.SharedValue.Change
  /// The new value, of the shared value's type.
  let value: Any
  let shared: MergedShared
}
