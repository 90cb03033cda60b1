import TestSupport

/// `value`, or a thrown `TestError.boom` when it is `failing`: the body of
/// an operator's closure that fails on one element.
func passOrThrow<Value: Equatable>(_ value: Value, failingOn failing: Value) throws -> Value {
  if value == failing { throw TestError.boom }
  return value
}

/// A predicate that holds for every element but `failing`, on which it
/// throws `TestError.boom`.
func trueOrThrow<Value: Equatable>(failingOn failing: Value) -> (Value) throws -> Bool {
  { value in
    _ = try passOrThrow(value, failingOn: failing)
    return true
  }
}

/// Counts how often an operator called its closure.
final class CallCounter {
  private(set) var count = 0

  /// `value`, counting the call.
  func counting<Value>(_ value: Value) -> Value {
    count += 1
    return value
  }
}

/// The sum of `values`, or a thrown `TestError.boom` when the first is 2:
/// the selector of the failing-selector tests of the combining operators.
func sumFailingOnTwo(_ values: [Int]) throws -> Int {
  _ = try passOrThrow(values[0], failingOn: 2)
  return values.reduce(0, +)
}
