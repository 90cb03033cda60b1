import Foundation

extension ObservableType {
  /// Prints every event, subscription and disposal with `identifier`, e.g.
  /// `2026-11-29 18:00:00.000: counter -> Event next(1)`.
  ///
  /// - Parameters:
  ///   - identifier: the label; defaults to the call site `file:line (function)`.
  ///   - trimOutput: shortens event descriptions longer than 40 characters.
  ///   - file: the call site's file, for the default label.
  ///   - line: the call site's line, for the default label.
  ///   - function: the call site's function, for the default label.
  ///   - output: where lines go; standard output by default.
  public func debug(
    _ identifier: String? = nil,
    trimOutput: Bool = false,
    file: StaticString = #file,
    line: UInt = #line,
    function: StaticString = #function,
    output: ((String) -> Void)? = nil
  ) -> Observable<Element> {
    let label =
      identifier
      ?? "\((String(describing: file) as NSString).lastPathComponent):\(line) (\(function))"
    let write = output ?? { print($0) }
    let log = { (message: String) in
      write("\(debugTimestamp()): \(label) -> \(message)")
    }
    let source = asObservable()
    return Producer { sink in
      log("subscribed")
      sink.subscription.add(Disposables.create { log("isDisposed") })
      source.run(
        { event in
          var description = event.debugDescription
          if trimOutput, description.count > 40 {
            description = String(description.prefix(20)) + "..." + String(description.suffix(17))
          }
          log("Event \(description)")
          sink.on(event)
        }, sink.upstream())
    }
  }
}

private func debugTimestamp() -> String {
  let formatter = DateFormatter()
  formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
  formatter.locale = Locale(identifier: "en_US_POSIX")
  return formatter.string(from: Date())
}
