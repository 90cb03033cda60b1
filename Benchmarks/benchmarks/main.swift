// The benchmarks executable: `swift run -c release benchmarks [--json] [--filter PREFIX]`.
// Every figure is printed beside an in-process baseline and their ratio.

import Foundation

#if DEBUG
  print("benchmarks: refusing to measure a debug build; run `swift run -c release benchmarks`.")
  exit(1)
#else
  let arguments = CommandLine.arguments.dropFirst()
  let json = arguments.contains("--json")
  var filter: String?
  if let index = arguments.firstIndex(of: "--filter"),
    arguments.index(after: index) < arguments.endIndex
  {
    filter = arguments[arguments.index(after: index)]
  }
  Runner(
    scenarios: streamsScenarios() + reactorScenarios() + contentionScenarios() + diffScenarios()
      + viewScenarios() + childrenScenarios() + observationScenarios() + sharedScenarios()
      + navigationScenarios()
      + recordingScenarios() + testingScenarios(),
    runs: 5
  ).run(
    filter: filter, json: json)
#endif
