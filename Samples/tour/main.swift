// The samples tour: every sample's scripted scenario in turn, each under a
// header naming it (`swift run tour`; `--help` lists them). The list,
// `samples`, is in Samples.swift, which Scripts/generate-sample-lists.py
// writes from Package.swift's `samples`.
import Foundation
import SampleSupport

exit(SampleTour.main(samples))
