// The samples tour: every sample's scripted scenario in turn, each under a
// header naming it (`swift run tour`; `--help` lists them). Adding a sample is one line in
// `samples` here (Package.swift's `samples` list makes its targets and the
// tour's dependency).
import CellReactorsSample
import ConfigSample
import CounterSample
import Foundation
import InboxSample
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
  InboxApp.self,
]

exit(SampleTour.main(samples))
