import Dispatch
import Foundation
import HeadlessUI
import ReactorCore
import ReactorTesting
import Sections
import Streams
import TestSupport
import Testing
import XCTest

@MainActor
final class ReactiveControlsTests: ScreenTestCase {
  func test_labelRxTextSetsTheTextAndRendersIt() async {
    let label = Label()
    let bag = DisposeBag()

    Observable.of("a", "b").bind(to: label.rx.text).disposed(by: bag)

    XCTAssertEqual(label.text, "b")
    XCTAssertEqual(label.render(), "b")
  }

  func test_tappingAButtonFiresRxTapOncePerTap() async {
    let button = Button(title: "OK")
    let taps = EventCount(button.rx.tap)

    button.tap()
    button.tap()

    XCTAssertEqual(taps.value, 2)
    XCTAssertEqual(button.render(), "[OK]")
  }

  func test_aDisabledOrHiddenButtonIgnoresSimulatedTaps() async {
    let button = Button(title: "OK")
    let taps = EventCount(button.rx.tap)

    button.isEnabled = false
    button.tap()
    XCTAssertEqual(button.render(), "[OK] (disabled)")
    button.isEnabled = true
    button.isHidden = true
    button.tap()

    XCTAssertEqual(taps.value, 0)
  }

  func test_bindingIsEnabledDisablesTheButton() async {
    let button = Button(title: "Send")
    let bag = DisposeBag()

    Observable.just(false).bind(to: button.rx.isEnabled).disposed(by: bag)

    XCTAssertFalse(button.isEnabled)
  }

  func test_switchRxIsOnEmitsTheCurrentValueThenEachToggle() async {
    let toggle = Switch()
    toggle.isOn = true
    let values = ElementLog(toggle.rx.isOn)

    toggle.toggle()
    toggle.toggle()

    XCTAssertEqual(values.elements, [true, false, true])
    XCTAssertEqual(toggle.render(), "[x]")
  }

  func test_settingASwitchInCodeOrByBindingEmitsNothing() async {
    let toggle = Switch()
    let bag = DisposeBag()
    let values = ElementLog(toggle.rx.isOn)

    toggle.setOn(true, animated: true)
    Observable.just(false).bind(to: toggle.rx.isOn).disposed(by: bag)
    toggle.isEnabled = false
    toggle.toggle()

    XCTAssertEqual(values.elements, [false])
    XCTAssertFalse(toggle.isOn)
  }

  func test_typingEmitsTheTextAfterEachKeystroke() async {
    let field = TextField()
    field.placeholder = "Name"
    let texts = ElementLog(field.rx.text)
    XCTAssertEqual(field.render(), "<placeholder: Name>")

    field.type("abc")

    XCTAssertEqual(texts.elements, ["", "a", "ab", "abc"])
    XCTAssertEqual(field.render(), "<abc>")
  }

  func test_bindingATextFieldsTextSetsItWithoutEmitting() async {
    let field = TextField()
    let bag = DisposeBag()
    let texts = ElementLog(field.rx.text.orEmpty)

    Observable.just("set in code").bind(to: field.rx.text).disposed(by: bag)

    XCTAssertEqual(field.text, "set in code")
    XCTAssertEqual(texts.elements, [""])
    field.isEnabled = false
    field.type("x")
    XCTAssertEqual(field.text, "set in code")
  }

  func test_controlPropertyEmitsTheCurrentValueToEachNewSubscriber() async {
    ReactiveControlsScenarios.controlPropertyEmitsTheCurrentValueToEachNewSubscriber()
  }

  func test_rxDeallocatedAndControlEventsCompleteWhenTheViewIsFreed() async {
    ReactiveControlsScenarios.rxDeallocatedAndControlEventsCompleteWhenTheViewIsFreed()
  }

  func test_aViewRendersItsVisibleSubviewsInOrder() async {
    let (root, _, field) = makeSettingsForm()

    XCTAssertEqual(root.render(), "Settings\n[ ]\n<Ann>\n[Save]")
    XCTAssertEqual(root.subviews.count, 5)
    XCTAssertTrue(field.superview === root)
  }

  func test_deletingBackwardANegativeCountFromATextFieldIsRefusedAndZeroDeletesNothing() async {
    let field = TextField()
    field.type("abc")
    let texts = ElementLog(field.rx.text.changed)

    expectNegativeDeleteBackwardRefused("TextField", count: -2) { field.deleteBackward($0) }

    XCTAssertEqual(field.text, "abc")
    XCTAssertEqual(texts.elements, [])
    field.deleteBackward(5)
    XCTAssertEqual(field.text, "")
  }

  func test_aTextFieldsTextSetToNilReadsBackEmptyAsInUIKit() async {
    let field = TextField()
    field.text = "Ann"
    field.text = nil
    XCTAssertEqual(field.text, "")

    let bag = DisposeBag()
    Observable<String?>.just(nil).bind(to: field.rx.text).disposed(by: bag)
    XCTAssertEqual(field.text, "")
  }
}

/// A label recording each text it is given and whether that happened on
/// the main thread (it is set through `rx.text`).
private final class RecordingLabel: Label {
  var shown: [String] = []
  var setOnMainThread: [Bool] = []

  override var text: String? {
    didSet {
      shown.append(text ?? "")
      setOnMainThread.append(Thread.isMainThread)
    }
  }
}

/// Swift 6 language mode (the package's), a reactor driven
/// from a background thread (the README's counter, counting down at once),
/// every state shown on the main thread in order.
@MainActor
final class ReactiveControlsMainThreadTests: ScreenTestCase {
  func test_statesOfAReactorDrivenFromABackgroundThreadReachTheLabelOnTheMainThreadInOrder()
    async
  {
    let reactor = CounterReactor()
    let label = RecordingLabel()
    let bag = DisposeBag()
    reactor.state.map { "\($0.value)" }.bind(to: label.rx.text).disposed(by: bag)
    let action = reactor.action
    let done = expectation(description: "every state shown")

    Thread.detachNewThread {
      for _ in 1...200 { action.onNext(.decrease) }
      // Queued after the label's deliveries of those states.
      DispatchQueue.main.async { done.fulfill() }
    }

    await fulfillment(of: [done], timeout: 30)
    XCTAssertEqual(label.shown, (0...200).map { "\(-$0)" })
    XCTAssertEqual(label.setOnMainThread, Array(repeating: true, count: 201))
    XCTAssertEqual(reactor.currentState.value, -200)
  }

  func test_aTableBoundToStatesFromABackgroundThreadShowsTheLastOnTheMainThread() async {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let relay = PublishRelay<[String]>()
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: TableViewCell.self)) {
      row, element, cell in
      cell.textLabel?.text = "\(row) \(element)" + (Thread.isMainThread ? "" : " OFF MAIN")
    }
    .disposed(by: bag)
    let done = expectation(description: "shown")

    Thread.detachNewThread {
      for count in 1...50 { relay.accept((0..<(count % 4)).map { "item\($0)" }) }
      relay.accept(["x", "y"])
      DispatchQueue.main.async { done.fulfill() }
    }

    await fulfillment(of: [done], timeout: 30)
    XCTAssertEqual(tableView.render(), "  0 x\n  1 y")
  }
}

/// A sign-up form's logic: a name, a newsletter switch, and a send count.
private final class FormReactor: Reactor {
  enum Action {
    case name(String)
    case newsletter(Bool)
    case send
  }

  struct State {
    var name = ""
    var newsletter = false
    var sent = 0
    var canSend: Bool { !name.isEmpty }
  }

  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .name(let name): state.name = name
    case .newsletter(let on): state.newsletter = on
    case .send: state.sent += 1
    }
    return state
  }
}

/// A form screen: a title label, a name field, a newsletter switch, a send
/// button and a status label, bound to a ``FormReactor`` as a ReactorKit view
/// binds them.
@MainActor
private final class FormScreen {
  let root = HeadlessView()
  let title = Label()
  let nameField = TextField()
  let newsletter = Switch()
  let send = Button(title: "Send")
  let status = Label()
  let reactor = FormReactor()
  let bag = DisposeBag()

  init() {
    title.text = "Sign up"
    nameField.placeholder = "Name"
    for view in [title, nameField, newsletter, send, status] { root.addSubview(view) }

    nameField.rx.text.orEmpty.changed.map(FormReactor.Action.name)
      .bind(to: reactor.action).disposed(by: bag)
    newsletter.rx.isOn.changed.map(FormReactor.Action.newsletter)
      .bind(to: reactor.action).disposed(by: bag)
    send.rx.tap.map { FormReactor.Action.send }.bind(to: reactor.action).disposed(by: bag)

    reactor.state.map(\.canSend).bind(to: send.rx.isEnabled).disposed(by: bag)
    reactor.state
      .map { state in
        let who = state.name.isEmpty ? "nobody" : state.name
        return "\(who), sent \(state.sent)" + (state.newsletter ? ", newsletter" : "")
      }
      .bind(to: status.rx.text)
      .disposed(by: bag)
  }

  func render() -> String { root.render() }
}

/// Swift Testing versions of the controls' screen tests (ReactiveControlsTests):
/// Label, Button, Switch, TextField and HeadlessView, their `rx` bindings,
/// ControlProperty and ControlEvent, read through `render()`.
@MainActor @Suite(.viewWarningsFailTests) struct ReactiveControlsSwiftTestingTests {
  @Test func aLabelBoundWithRxTextShowsTheLastText() {
    let label = Label()
    let bag = DisposeBag()

    Observable.of("a", "b").bind(to: label.rx.text).disposed(by: bag)

    #expect(label.text == "b")
    #expect(label.render() == "b")
  }

  @Test func aFreshFormShowsItsPlaceholderAndADisabledButton() {
    let screen = FormScreen()

    #expect(
      screen.render() == """
        Sign up
        <placeholder: Name>
        [ ]
        [Send] (disabled)
        nobody, sent 0
        """)
  }

  @Test func typingANameEnablesSendAndEachTapIsCounted() {
    let screen = FormScreen()

    screen.nameField.type("Ann")
    screen.send.tap()
    screen.send.tap()

    #expect(
      screen.render() == """
        Sign up
        <Ann>
        [ ]
        [Send]
        Ann, sent 2
        """)
  }

  @Test func togglingTheSwitchShowsOnTheScreenAndInTheReactor() {
    let screen = FormScreen()

    screen.newsletter.toggle()

    #expect(screen.reactor.currentState.newsletter)
    #expect(
      screen.render() == """
        Sign up
        <placeholder: Name>
        [x]
        [Send] (disabled)
        nobody, sent 0, newsletter
        """)
  }

  @Test func erasingTheNameDisablesSendAgainAndIgnoresFurtherTaps() {
    let screen = FormScreen()
    screen.nameField.type("Al")
    screen.send.tap()

    screen.nameField.deleteBackward(2)
    screen.send.tap()

    #expect(
      screen.render() == """
        Sign up
        <placeholder: Name>
        [ ]
        [Send] (disabled)
        nobody, sent 1
        """)
  }

  @Test(arguments: [
    (toggles: 0, shown: "[ ]"), (toggles: 1, shown: "[x]"), (toggles: 2, shown: "[ ]"),
    (toggles: 3, shown: "[x]"),
  ])
  func aSwitchShowsItsStateAfterEachToggle(toggles: Int, shown: String) {
    let toggle = Switch()
    let values = ElementLog(toggle.rx.isOn)

    for _ in 0..<toggles { toggle.toggle() }

    #expect(toggle.render() == shown)
    #expect(values.elements == (0...toggles).map { $0 % 2 == 1 })
  }

  @Test func settingASwitchInCodeOrByBindingShowsButEmitsNothing() {
    let toggle = Switch()
    let bag = DisposeBag()
    let values = ElementLog(toggle.rx.isOn)

    toggle.setOn(true, animated: true)
    #expect(toggle.render() == "[x]")
    Observable.just(false).bind(to: toggle.rx.isOn).disposed(by: bag)
    toggle.isEnabled = false
    toggle.toggle()

    #expect(toggle.render() == "[ ]")
    #expect(values.elements == [false])
  }

  @Test(arguments: ["abc", "Ünïcödé", "two words"])
  func typingShowsEachKeystrokeInAFieldAndABoundLabel(typed: String) {
    let field = TextField()
    field.placeholder = "Name"
    let echo = Label()
    let bag = DisposeBag()
    let texts = ElementLog(field.rx.text)
    field.rx.text.bind(to: echo.rx.text).disposed(by: bag)
    #expect(field.render() == "<placeholder: Name>")

    field.type(typed)

    #expect(field.render() == "<\(typed)>")
    #expect(echo.render() == typed)
    let prefixes = (0...typed.count).map { String(typed.prefix($0)) }
    #expect(texts.elements == prefixes)
  }

  @Test func clearingAFieldShowsThePlaceholderAgain() {
    let field = TextField()
    field.placeholder = "Search"
    let echo = Label()
    let bag = DisposeBag()
    field.rx.text.orEmpty.map { "[\($0)]" }.bind(to: echo.rx.text).disposed(by: bag)
    field.type("query")

    field.clear()

    #expect(field.render() == "<placeholder: Search>")
    #expect(echo.render() == "[]")
  }

  @Test func bindingAFieldsTextShowsItWithoutEmittingAndADisabledFieldIgnoresTyping() {
    let field = TextField()
    let bag = DisposeBag()
    let texts = ElementLog(field.rx.text.orEmpty)

    Observable.just("set in code").bind(to: field.rx.text).disposed(by: bag)
    field.isEnabled = false
    field.type("x")

    #expect(field.render() == "<set in code>")
    #expect(texts.elements == [""])
  }

  @Test func aControlPropertyGivesNewSubscribersTheCurrentValueAndChangedSkipsIt() {
    ReactiveControlsScenarios.controlPropertyEmitsTheCurrentValueToEachNewSubscriber()
  }

  @Test(arguments: [
    (enabled: true, hidden: false, taps: 2), (enabled: false, hidden: false, taps: 0),
    (enabled: true, hidden: true, taps: 0),
  ])
  func onlyAVisibleEnabledButtonCountsTaps(enabled: Bool, hidden: Bool, taps: Int) {
    let button = Button(title: "OK")
    let count = Label()
    let bag = DisposeBag()
    button.rx.tap.scan(0) { total, _ in total + 1 }.map { "\($0) taps" }
      .bind(to: count.rx.text).disposed(by: bag)
    button.isEnabled = enabled
    button.isHidden = hidden

    button.tap()
    button.tap()

    #expect(count.text == (taps == 0 ? nil : "\(taps) taps"))
    #expect(button.render() == (hidden ? "" : enabled ? "[OK]" : "[OK] (disabled)"))
  }

  @Test func aButtonsBoundTitleAndSelectionShowOnScreen() {
    let button = Button(title: "Follow")
    let relay = BehaviorRelay(value: false)
    let bag = DisposeBag()
    relay.map { $0 ? "Following" : "Follow" }.bind(to: button.rx.title()).disposed(by: bag)
    relay.bind(to: button.rx.isSelected).disposed(by: bag)
    button.rx.tap.withLatestFrom(relay).map { !$0 }.bind(to: relay).disposed(by: bag)

    button.tap()

    #expect(button.render() == "[Following]")
    #expect(button.isSelected)
    button.tap()
    #expect(button.render() == "[Follow]")
  }

  @Test func aControlEventForValueChangedFiresOnSendActions() {
    let toggle = Switch()
    let changes = EventCount(toggle.rx.controlEvent(.valueChanged))

    toggle.toggle()
    toggle.sendActions(for: .valueChanged)
    toggle.sendActions(for: .touchUpInside)

    #expect(changes.value == 2)
    #expect(toggle.render() == "[x]")
  }

  @Test func aViewRendersItsVisibleSubviewsInOrderAndHidesThroughRx() throws {
    let (root, secret, field) = makeSettingsForm()
    let hidden = BehaviorRelay(value: true)
    let bag = DisposeBag()
    hidden.bind(to: secret.rx.isHidden).disposed(by: bag)

    #expect(
      root.render() == """
        Settings
        [ ]
        <Ann>
        [Save]
        """)
    hidden.accept(false)
    #expect(
      root.render() == """
        Settings
        secret
        [ ]
        <Ann>
        [Save]
        """)
    let parent = try #require(field.superview)
    #expect(parent === root)
  }

  @Test func rxDeallocatedAndControlEventsCompleteWhenTheViewIsFreed() {
    ReactiveControlsScenarios.rxDeallocatedAndControlEventsCompleteWhenTheViewIsFreed()
  }

  @Test func aDisposedBindingNoLongerChangesTheScreen() {
    let relay = BehaviorRelay(value: "first")
    let label = Label()
    var bag = DisposeBag()
    relay.bind(to: label.rx.text).disposed(by: bag)

    bag = DisposeBag()
    relay.accept("second")

    #expect(label.render() == "first")
  }

  @Test func anAsyncTestSeesTheFormAfterAnAwaitBetweenActions() async {
    let screen = FormScreen()

    screen.nameField.type("Bo")
    await Task.yield()
    screen.newsletter.toggle()
    screen.send.tap()

    #expect(
      screen.render() == """
        Sign up
        <Bo>
        [x]
        [Send]
        Bo, sent 1, newsletter
        """)
  }

  @Test func actionsSentFromABackgroundThreadShowTheirFinalStateOnTheForm() async {
    let screen = FormScreen()
    let action = screen.reactor.action

    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        action.onNext(.name("Zoe"))
        for _ in 1...20 { action.onNext(.send) }
        action.onNext(.newsletter(true))
        // Queued after the bindings' deliveries of those states.
        DispatchQueue.main.async { done.resume() }
      }
    }

    // The switch is set by the user only; the status shows the reactor's state.
    #expect(
      screen.render() == """
        Sign up
        <placeholder: Name>
        [ ]
        [Send]
        Zoe, sent 20, newsletter
        """)
  }
}

private final class TapCountReactor: Reactor {
  enum Action { case tap }
  struct State { var taps = 0 }
  let initialState = State()
  func reduce(state: State, mutation: Action) -> State { State(taps: state.taps + 1) }
}

/// A label that records every text it is given.
private final class ShownTextsLabel: Label {
  var shown: [String] = []
  override var text: String? {
    didSet { shown.append(text ?? "") }
  }
}

/// Under Swift Testing on Linux a `@MainActor` test runs
/// on the main queue, drained by a thread that is not the main thread.
/// Bindings made there deliver at once, as they do on the main thread
/// under XCTest, so the screen is current when the test reads it.
@MainActor @Suite struct ReactiveControlsMainQueueSwiftTestingTests {
  @Test func aButtonBoundToAReactorBoundToALabelShowsEachTapAtOnce() {
    let reactor = TapCountReactor()
    let button = Button(title: "+")
    let label = Label()
    let bag = DisposeBag()
    button.rx.tap.map { TapCountReactor.Action.tap }.bind(to: reactor.action).disposed(by: bag)
    reactor.state.map { "\($0.taps) taps" }.bind(to: label.rx.text).disposed(by: bag)

    button.tap()
    button.tap()

    #expect(label.text == "2 taps")
    #expect(label.render() == "2 taps")
  }

  @Test func aTableBoundWithADataSourceShowsItsRowsAtOnce() {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let dataSource = RxTableViewSectionedReloadDataSource<SectionModel<String, String>>(
      configureCell: { _, tableView, indexPath, item in
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = item
        return cell
      })
    let bag = DisposeBag()

    Observable.just([SectionModel(model: "Fruit", items: ["Apple", "Pear"])])
      .bind(to: tableView.rx.items(dataSource: dataSource))
      .disposed(by: bag)

    #expect(tableView.numberOfRows(inSection: 0) == 2)
    #expect(tableView.render() == "  Apple\n  Pear")
  }

  @Test func anAsyncTestSeesTheSameScreenAfterAnAwait() async {
    let relay = BehaviorRelay(value: "a")
    let label = Label()
    let bag = DisposeBag()
    relay.bind(to: label.rx.text).disposed(by: bag)
    await Task.yield()

    relay.accept("b")

    #expect(label.render() == "b")
  }

  @Test func aDriverDrivesALabelAtOnce() {
    let relay = BehaviorRelay(value: 1)
    let label = Label()
    let bag = DisposeBag()

    relay.asDriver().map { "\($0)" }.drive(label.rx.text).disposed(by: bag)
    relay.accept(2)

    #expect(label.text == "2")
  }

  @Test func statesFromABackgroundThreadReachTheLabelInOrderOnTheMainQueue() async {
    let reactor = TapCountReactor()
    let label = ShownTextsLabel()
    let bag = DisposeBag()
    reactor.state.map { "\($0.taps)" }.bind(to: label.rx.text).disposed(by: bag)
    let action = reactor.action

    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        for _ in 1...100 { action.onNext(.tap) }
        // Queued after the label's deliveries of those states.
        DispatchQueue.main.async { done.resume() }
      }
    }

    #expect(label.shown == (0...100).map { "\($0)" })
  }
}

/// The scenarios both test frameworks run.
@MainActor
enum ReactiveControlsScenarios {
  static func controlPropertyEmitsTheCurrentValueToEachNewSubscriber() {
    let field = TextField()
    field.type("hi")
    let bag = DisposeBag()
    var first: [String?] = []
    var changedOnly: [String?] = []

    field.rx.text.subscribe(onNext: { first.append($0) }).disposed(by: bag)
    field.rx.text.changed.subscribe(onNext: { changedOnly.append($0) }).disposed(by: bag)
    field.type("!")

    expectEqual(first, ["hi", "hi!"])
    expectEqual(changedOnly, ["hi!"])
    expectEqual(field.render(), "<hi!>")
  }

  static func rxDeallocatedAndControlEventsCompleteWhenTheViewIsFreed() {
    var button: Button? = Button(title: "x")
    let bag = DisposeBag()
    var deallocatedEvents = 0
    var deallocatedCompleted = false
    var tapCompleted = false
    button?.rx.deallocated
      .subscribe(
        onNext: { deallocatedEvents += 1 }, onCompleted: { deallocatedCompleted = true }
      )
      .disposed(by: bag)
    button?.rx.tap.subscribe(onCompleted: { tapCompleted = true }).disposed(by: bag)

    button = nil

    expectEqual(deallocatedEvents, 1)
    expectTrue(deallocatedCompleted)
    expectTrue(tapCompleted)
  }
}
