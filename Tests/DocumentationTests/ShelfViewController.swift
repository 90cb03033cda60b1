import HeadlessReactor

final class ShelfViewController: ViewController, View {
  var disposeBag = DisposeBag()

  func bind(reactor: ShelfReactor) {
    guard let navigationController else { return }
    reactor.state.map(\.navigation)
      .bind(
        to: navigationController.rx.navigation { [unowned self] destination in
          self.screen(for: destination)
        }
      )
      .disposed(by: disposeBag)
    navigationController.rx.navigationEvent
      .map(ShelfReactor.Action.navigation)
      .bind(to: reactor.action)
      .disposed(by: disposeBag)
  }

  /// A new screen, with its own reactor, for `destination`.
  func screen(for destination: ShelfDestination) -> ViewController {
    let screen = DetailViewController()
    switch destination {
    case .book(let id): screen.reactor = DetailReactor(title: "Book \(id)")
    case .author(let name): screen.reactor = DetailReactor(title: name)
    case .addBook: screen.reactor = DetailReactor(title: "New book")
    }
    return screen
  }
}
