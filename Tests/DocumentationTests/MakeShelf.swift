import HeadlessReactor

@MainActor
func makeShelf() -> (NavigationController, ShelfReactor) {
  let shelf = ShelfViewController()
  shelf.title = "Shelf"
  let navigation = NavigationController(rootViewController: shelf)
  let reactor = ShelfReactor()
  shelf.reactor = reactor  // once the shelf is in its navigation controller
  return (navigation, reactor)
}
