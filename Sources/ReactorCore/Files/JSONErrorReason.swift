import Foundation

/// What went wrong reading or writing JSON, in words: a decoding error
/// names the key's path (`steps[2].time is not a number`), another error
/// gives its description. Given the `data` that failed to decode, JSON that
/// is not valid is named by line and column (``JSONSyntaxError``).
package func jsonErrorReason(_ error: any Error, in data: Data? = nil) -> String {
  if let data, let syntax = JSONSyntaxError(in: data) {
    return syntax.problem == .nestedTooDeep
      ? "its arrays and objects nest deeper than \(JSONSyntaxError.maximumNesting) levels "
        + "(\(syntax.position))"
      : "it is not valid JSON: \(syntax)"
  }
  guard let error = error as? DecodingError else {
    return (error as NSError).localizedDescription
  }
  func path(_ keys: [any CodingKey]) -> String {
    var text = ""
    for key in keys {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }
  func at(_ keys: [any CodingKey]) -> String {
    keys.isEmpty ? "" : " at \(path(keys))"
  }
  switch error {
  case .keyNotFound(let key, let context):
    return "\"\(key.stringValue)\" is missing\(at(context.codingPath))"
  case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
    if context.codingPath.isEmpty { return "it is not a JSON object" }
    return "\(path(context.codingPath)) is not \(describe(type))"
  case .dataCorrupted(let context):
    if context.codingPath.isEmpty { return "it is not valid JSON" }
    return "\(path(context.codingPath)) is invalid: \(context.debugDescription)"
  @unknown default:
    return "\(error)"
  }
}

private func describe(_ type: Any.Type) -> String {
  switch type {
  case is String.Type: return "a string"
  case is Int.Type: return "an integer"
  case is Double.Type: return "a number"
  case is Bool.Type: return "true or false"
  default: return "a \(StateTree.typeName(ofType: type))"
  }
}
