// The cell-reactors sample: a screen whose cells are bound to their own
// reactors, kept per task by a ReactorCollection.
import CellReactorsSample

CellReactorsScenario().run(print: { print($0) })
