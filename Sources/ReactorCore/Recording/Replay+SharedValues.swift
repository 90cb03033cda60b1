// A replay's shared values: set to where the recording started, and the
// changes others made to them, decoded to be made again.
extension Replay {
  /// Sets each shared value the reactor merged to its value when the
  /// recording started (when it differs) and returns the recorded changes,
  /// decoded, in the order they were made. Every value is decoded before
  /// any is set; a recording holding none (made before shared values were
  /// recorded) sets none.
  ///
  /// - Throws: ``RecordingError/wrongSharedValues(recorded:replaying:)``,
  ///   ``RecordingError/sharedValueNotCodable(reactorType:valueType:)``, and
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
    var starts: [(shared: MergedShared, value: Any, json: JSONValue)] = []
    var changes: [RecordedSharedChange] = []
    for (index, (value, shared)) in zip(recording.sharedValues, shared).enumerated() {
      func decoded(_ json: JSONValue, at key: String) throws(RecordingError) -> Any {
        do {
          // Checked above: every value decodes.
          return try shared.decode!(json)
        } catch {
          throw .corrupt(
            file: "<recording>",
            reason: "sharedValues[\(index)]\(key) is not a \(shared.valueType): "
              + jsonErrorReason(error))
        }
      }
      starts.append((shared, try decoded(value.value, at: ".value"), value.value))
      for (number, change) in value.changes.enumerated() {
        let new = try decoded(change.value, at: ".changes[\(number)].value")
        changes.append(RecordedSharedChange(change: change, value: new, shared: shared))
      }
    }
    // Compared as each is set: setting one may change another.
    for (shared, value, json) in starts {
      if let current = shared.value, (try? shared.encode?(current)) != json { shared.set(value) }
    }
    // In the order they were made: by step, then time (stable).
    return changes.enumerated().sorted {
      ($0.element.change.stepsBefore, $0.element.change.time, $0.offset)
        < ($1.element.change.stepsBefore, $1.element.change.time, $1.offset)
    }.map(\.element)
  }
}

/// A recorded change of a shared value, its new `value` decoded as the
/// shared value's type: made again by a replay at its time.
struct RecordedSharedChange {
  let change: Recording.SharedValue.Change
  let value: Any
  let shared: MergedShared
}
