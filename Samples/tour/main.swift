// The samples tour: every sample's scripted scenario in turn, each under a
// header naming it (`swift run tour`). Adding a sample is one line in
// `samples` here (Package.swift's `samples` list makes its targets and the
// tour's dependency).
import CellReactorsSample
import ConfigSample
import CounterSample
import Foundation
import RestaurantsSample
import SampleSupport
import SearchSample
import SectionedListSample
import TextFilesSample

let samples: [any Sample.Type] = [
  SectionedListApp.self,
  RestaurantsApp.self,
  CellReactorsApp.self,
  TextFilesApp.self,
  ConfigApp.self,
  CounterApp.self,
  SearchApp.self,
]

@MainActor
func tour(_ samples: [any Sample.Type]) -> Int32 {
  var failures: Int32 = 0
  for (index, type) in samples.enumerated() {
    if index > 0 { print("") }
    print("== \(type.name): \(type.summary) ==")
    do {
      SampleRunner.run(try type.init(arguments: []), interactive: false, console: .standard)
    } catch {
      FileHandle.standardError.write(Data("\(type.name): \(error)\n".utf8))
      failures += 1
    }
  }
  return failures == 0 ? 0 : 1
}

exit(tour(samples))
