// HeadlessUI is the headless view layer; it has no API yet. It will hold a
// `View` protocol with `reactor`, `bind(reactor:)` and `disposeBag`, as in
// ReactorKit; UIKit-shaped views that need no UIKit (`TableView`,
// `CollectionView` and their cells, `Label`, `Button`, `Switch`, `TextField`,
// `ViewController`), with cell reuse; RxDataSources-style data sources that
// apply `Sections` changesets; `rx` bindings between views and streams; and
// validation of every batch update against UIKit's rules, so that a screen
// and its reactor run and are tested anywhere Swift runs.
