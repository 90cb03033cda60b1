/// `value` as a render shows it: a whole number without a fraction (`3`,
/// not `3.0`), any other as Swift prints it (`0.25`).
func renderedNumber<Value: BinaryFloatingPoint & LosslessStringConvertible>(
  _ value: Value
) -> String {
  if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return String(value)
}
