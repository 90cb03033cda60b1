import HeadlessReactor

/// A text file's cell: its title and its text, each on one line
/// (``ShownText``: a newline shows as `\n`, not as another row).
public final class TxtFileCell: CollectionViewCell, Reusable {
  /// The file's name without `.txt`.
  public let titleLabel = Label()
  /// The file's text.
  public let subTextLabel = Label()

  override public init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(titleLabel)
    contentView.addSubview(subTextLabel)
  }

  /// Not supported.
  public required init?(coder: NSCoder) { nil }

  /// Shows `textDTO`, its control characters escaped (``ShownText``).
  public func setProperties(with textDTO: TxtFileDTO) {
    titleLabel.text = ShownText.escaped(textDTO.title)
    subTextLabel.text = ShownText.escaped(textDTO.subText)
  }
}

/// A section's header: its title.
public final class SectionHeaderView: CollectionReusableView {
  /// The header's text.
  public let titleLabel = Label()

  override public init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(titleLabel)
  }

  /// Not supported.
  public required init?(coder: NSCoder) { nil }
}

/// The text files screen: a status line and a collection of the files,
/// animated (insert from the top, fade reloads, delete to the left).
///
/// Names and texts come from the file system and may hold any character:
/// the screen shows them escaped (``ShownText``), so that a newline in a
/// file's name shows as `\n` and cannot add a row of its own.
public final class MainViewController: ViewController, View {
  /// The bindings of the screen's reactor.
  public var disposeBag = DisposeBag()
  /// What the last command did.
  public let statusLabel = Label()
  /// The files.
  public let mainCollectionView = CollectionView(
    frame: .zero, collectionViewLayout: CollectionViewLayout())

  /// Dequeues a ``TxtFileCell`` per file and a ``SectionHeaderView`` per
  /// section.
  public let collectionViewDataSource = RxCollectionViewSectionedAnimatedDataSource<
    TextFileSection
  >(
    animationConfiguration: AnimationConfiguration(
      insertAnimation: .top, reloadAnimation: .fade, deleteAnimation: .left),
    configureCell: { _, collectionView, indexPath, item in
      let cell: TxtFileCell = collectionView.dequeueReusableCell(for: indexPath)
      switch item {
      case .textFile(let textDTO): cell.setProperties(with: textDTO)
      }
      return cell
    },
    configureSupplementaryView: { dataSource, collectionView, kind, indexPath in
      // Headers only: an empty view shows no footer.
      guard kind == CollectionView.elementKindSectionHeader else { return CollectionReusableView() }
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
      (view as? SectionHeaderView)?.titleLabel.text =
        "\(dataSource[indexPath.section].header) (\(dataSource[indexPath.section].items.count))"
      return view
    })

  override public func viewDidLoad() {
    super.viewDidLoad()
    title = "Text files"
    view.addSubview(statusLabel)
    view.addSubview(mainCollectionView)
    mainCollectionView.visibleRowCount = 20
    mainCollectionView.register(cellType: TxtFileCell.self)
    mainCollectionView.register(
      SectionHeaderView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
  }

  /// Binds the sections to the collection and the status (which names
  /// files, escaped by ``ShownText``) to its label.
  public func bind(reactor: TextFilesReactor) {
    loadViewIfNeeded()
    let state = reactor.state.asDriver(onErrorDriveWith: .empty())
    state.map(\.sections).distinctUntilChanged()
      .drive(mainCollectionView.rx.items(dataSource: collectionViewDataSource))
      .disposed(by: disposeBag)
    state.map(\.status).distinctUntilChanged()
      .map(ShownText.escaped)
      .drive(statusLabel.rx.text)
      .disposed(by: disposeBag)
  }
}
