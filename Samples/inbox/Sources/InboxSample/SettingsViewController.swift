import HeadlessReactor

/// The settings, pushed over the list: a switch showing previews and the
/// sort order. What they change is shared with the list.
public final class SettingsViewController: ViewController, View, InboxScreen {
  /// The bindings of the current reactor.
  public var disposeBag = DisposeBag()
  /// Shows or hides previews.
  public let previewsSwitch = Switch()
  /// Newest or oldest first.
  public let sortControl = SegmentedControl(items: SortOrder.allCases.map(\.rawValue))

  /// `.settings`.
  public let destination = InboxDestination.settings

  override public func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    let previews = InlineRow()
    let label = Label()
    label.text = "Show previews"
    previews.addSubview(label)
    previews.addSubview(previewsSwitch)
    view.addSubview(previews)
    view.addSubview(sortControl)
  }

  /// The controls show the shared settings and change them.
  public func bind(reactor: SettingsReactor) {
    loadViewIfNeeded()
    let settings = reactor.state.map(\.settings)
    settings.map(\.showsPreviews).distinctUntilChanged()
      .bind(to: previewsSwitch.rx.isOn)
      .disposed(by: disposeBag)
    settings.map { SortOrder.allCases.firstIndex(of: $0.sortOrder) ?? 0 }.distinctUntilChanged()
      .bind(to: sortControl.rx.selectedSegmentIndex)
      .disposed(by: disposeBag)
    previewsSwitch.rx.isOn.changed
      .map { .setShowsPreviews($0) }
      .bind(to: reactor.action)
      .disposed(by: disposeBag)
    sortControl.rx.selectedSegmentIndex.changed
      .compactMap { SortOrder.allCases.indices.contains($0) ? SortOrder.allCases[$0] : nil }
      .map { .setSortOrder($0) }
      .bind(to: reactor.action)
      .disposed(by: disposeBag)
  }
}
