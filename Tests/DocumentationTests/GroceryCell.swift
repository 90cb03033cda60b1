// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/GettingStarted.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor

final class GroceryCell: TableViewCell, ReactorView, Reusable {
  var disposeBag = DisposeBag()
  let boughtSwitch = Switch()
  let nameLabel = Label()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(boughtSwitch)
    contentView.addSubview(nameLabel)
  }

  required init?(coder: NSCoder) { nil }

  func bind(reactor: GroceryCellReactor) {
    reactor.state.map(\.name).bind(to: nameLabel.rx.text).disposed(by: disposeBag)
    reactor.state.map(\.isBought).bind(to: boughtSwitch.rx.isOn).disposed(by: disposeBag)
    boughtSwitch.rx.isOn.changed.map { _ in .toggleBought }
      .bind(to: reactor.action).disposed(by: disposeBag)
  }
}
