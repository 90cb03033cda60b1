import HeadlessReactor

final class DetailReactor: Reactor {
  typealias Action = NoAction
  let initialState: String
  init(title: String) { initialState = title }
}

final class DetailViewController: ViewController, View {
  var disposeBag = DisposeBag()

  func bind(reactor: DetailReactor) {
    reactor.state.bind(to: rx.title).disposed(by: disposeBag)
  }
}
