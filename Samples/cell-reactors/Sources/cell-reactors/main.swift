// The cell-reactors sample: a screen whose cells are bound to their own
// reactors, kept per task by a ReactorCollection.
import CellReactorsSample
import Foundation
import SampleSupport

exit(SampleRunner.main(CellReactorsApp.self))
