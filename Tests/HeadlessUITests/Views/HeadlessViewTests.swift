import Foundation
import HeadlessUI
import Streams
import TestSupport
import XCTest

/// Colors, fonts, images and layer settings are stored for layout code and
/// never change what a screen renders.
@MainActor
final class HeadlessViewTests: ScreenTestCase {
  func test_colorsKeepTheirComponents() async {
    let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)

    XCTAssertEqual(orange.red, 1)
    XCTAssertEqual(orange.green, 0.5)
    XCTAssertEqual(orange.blue, 0)
    XCTAssertEqual(orange, .orange)
    XCTAssertEqual(Color(white: 0.5, alpha: 1), .gray)
    XCTAssertEqual(Color.clear.alpha, 0)
    XCTAssertEqual(Color.red.withAlphaComponent(0.3), Color(red: 1, green: 0, blue: 0, alpha: 0.3))
    XCTAssertEqual(Color.systemBlue.cgColor, .systemBlue)
    XCTAssertEqual(Color.systemBlue.green, 122.0 / 255)
    XCTAssertNotEqual(Color.label, .secondaryLabel)
  }

  func test_fontsKeepTheirSizeWeightAndStyle() async {
    let body = Font.preferredFont(forTextStyle: .body)
    let headline = Font.preferredFont(forTextStyle: .headline)

    XCTAssertEqual(Font.systemFont(ofSize: 16).pointSize, 16)
    XCTAssertEqual(Font.systemFont(ofSize: 16).weight, .regular)
    XCTAssertEqual(Font.systemFont(ofSize: 13, weight: .medium).weight, .medium)
    XCTAssertEqual(Font.boldSystemFont(ofSize: 20).weight, .bold)
    XCTAssertEqual(Font.boldSystemFont(ofSize: 20), .systemFont(ofSize: 20, weight: .bold))
    XCTAssertTrue(Font.italicSystemFont(ofSize: 12).isItalic)
    XCTAssertEqual(body.pointSize, 17)
    XCTAssertEqual(body.textStyle, .body)
    XCTAssertEqual(headline.weight, .semibold)
    XCTAssertEqual(Font.preferredFont(forTextStyle: .title1).pointSize, 28)
    XCTAssertEqual(Font.preferredFont(forTextStyle: .caption1).pointSize, 12)
    XCTAssertEqual(Font(name: "Avenir-Heavy", size: 14)?.fontName, "Avenir-Heavy")
    XCTAssertEqual(Font(name: "Avenir-Heavy", size: 14)?.withSize(18).pointSize, 18)
    XCTAssertNil(Font(name: "", size: 14))
    XCTAssertLessThan(Font.Weight.light.rawValue, Font.Weight.regular.rawValue)
  }

  func test_imagesAreTheirNames() async {
    let logo = Image(named: "logo")
    let plus = Image(systemName: "plus")

    XCTAssertEqual(logo?.name, "logo")
    XCTAssertEqual(logo?.isSymbolImage, false)
    XCTAssertEqual(plus?.isSymbolImage, true)
    XCTAssertEqual(plus, Image(systemName: "plus"))
    XCTAssertNotEqual(logo, Image(systemName: "logo"))
    XCTAssertNil(Image(named: ""))
    XCTAssertEqual(plus?.withRenderingMode(.alwaysTemplate).renderingMode, .alwaysTemplate)
  }

  func test_viewStylingStartsAtUIKitsDefaults() async {
    let view = HeadlessView()

    XCTAssertNil(view.backgroundColor)
    XCTAssertEqual(view.tintColor, .systemBlue)
    XCTAssertEqual(view.alpha, 1)
    XCTAssertTrue(view.isUserInteractionEnabled)
    XCTAssertFalse(view.clipsToBounds)
    XCTAssertEqual(view.contentMode, .scaleToFill)
    XCTAssertTrue(view.translatesAutoresizingMaskIntoConstraints)
    XCTAssertEqual(view.layer.cornerRadius, 0)
    XCTAssertEqual(view.layer.borderWidth, 0)
    XCTAssertNil(view.layer.borderColor)
    XCTAssertEqual(view.layer.shadowColor, .black)
    XCTAssertEqual(view.layer.shadowOpacity, 0)
    XCTAssertEqual(view.layer.shadowOffset, CGSize(width: 0, height: -3))
    XCTAssertEqual(view.layer.shadowRadius, 3)
    XCTAssertFalse(Label().isUserInteractionEnabled)
    XCTAssertFalse(ImageView().isUserInteractionEnabled)
    XCTAssertTrue(Button().isUserInteractionEnabled)
  }

  func test_tintColorIsTheSuperviewsUntilSet() async {
    let root = HeadlessView()
    let child = Button()
    root.addSubview(child)

    root.tintColor = .systemRed
    XCTAssertEqual(child.tintColor, .systemRed)
    child.tintColor = .systemGreen
    XCTAssertEqual(child.tintColor, .systemGreen)
    child.tintColor = nil
    XCTAssertEqual(child.tintColor, .systemRed)
  }

  func test_clipsToBoundsIsTheLayersMasksToBounds() async {
    let view = HeadlessView()

    view.clipsToBounds = true
    XCTAssertTrue(view.layer.masksToBounds)
    view.layer.masksToBounds = false
    XCTAssertFalse(view.clipsToBounds)
    XCTAssertTrue(view.layer === view.layer)
  }

  func test_layoutCodePortsUnchangedAndLeavesTheRenderAlone() async {
    let root = HeadlessView()
    let title = Label()
    let field = TextField()
    let button = Button(title: "Save")
    [title, field, button].forEach(root.addSubview)
    title.text = "Profile"
    field.text = "Ann"
    let before = root.render()

    root.backgroundColor = .systemBackground
    root.translatesAutoresizingMaskIntoConstraints = false
    root.contentMode = .scaleAspectFit
    root.layer.cornerRadius = 12
    root.layer.borderWidth = 1
    root.layer.borderColor = Color.separator.cgColor
    root.layer.shadowOpacity = 0.2
    root.layer.shadowOffset = CGSize(width: 0, height: 2)
    root.clipsToBounds = true
    title.font = .preferredFont(forTextStyle: .headline)
    title.textColor = .secondaryLabel
    title.textAlignment = .center
    title.lineBreakMode = .byWordWrapping
    title.adjustsFontSizeToFitWidth = true
    field.font = .systemFont(ofSize: 15)
    field.textColor = .label
    field.textAlignment = .right
    field.borderStyle = .roundedRect
    field.keyboardType = .emailAddress
    field.returnKeyType = .done
    field.autocapitalizationType = .none
    field.autocorrectionType = .no
    button.setTitleColor(.white, for: .normal)
    button.titleLabel?.font = .boldSystemFont(ofSize: 17)
    button.alpha = 0.5

    XCTAssertEqual(root.render(), before)
    XCTAssertEqual(root.render(), "Profile\n<Ann>\n[Save]")
    XCTAssertEqual(title.font.weight, .semibold)
    XCTAssertEqual(title.textColor, .secondaryLabel)
    XCTAssertEqual(field.keyboardType, .emailAddress)
    XCTAssertEqual(button.titleLabel?.font.pointSize, 17)
    XCTAssertEqual(root.layer.borderColor, .separator)
  }

  func test_labelFontAndColorDefaultAndResetWithNil() async {
    let label = Label()

    XCTAssertEqual(label.font, .systemFont(ofSize: 17))
    XCTAssertEqual(label.textColor, .label)
    XCTAssertEqual(label.textAlignment, .natural)
    XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
    label.font = .boldSystemFont(ofSize: 12)
    label.font = nil
    XCTAssertEqual(label.font, .systemFont(ofSize: 17))
  }

  func test_aSecureFieldRendersADotPerCharacter() async {
    let field = TextField()
    field.placeholder = "Password"
    field.isSecureTextEntry = true
    XCTAssertEqual(field.render(), "<placeholder: Password>")

    field.type("abc")

    XCTAssertEqual(field.render(), "<•••>")
    XCTAssertEqual(field.text, "abc")
  }

  func test_buttonTitleColorsImagesAndTitleLabel() async {
    let button = Button(title: "Go")
    button.setTitleColor(.systemRed, for: .normal)
    button.setTitleColor(.gray, for: .disabled)

    XCTAssertEqual(button.titleColor(for: .normal), .systemRed)
    XCTAssertEqual(button.titleColor(for: .highlighted), .systemRed)
    XCTAssertEqual(button.currentTitleColor, .systemRed)
    button.isEnabled = false
    XCTAssertEqual(button.currentTitleColor, .gray)
    XCTAssertEqual(Button().currentTitleColor, .white)
    XCTAssertEqual(Button(type: .system).currentTitleColor, .systemBlue)
    XCTAssertEqual(button.titleLabel?.text, "Go")
    button.setTitle("Went", for: .normal)
    XCTAssertEqual(button.titleLabel?.text, "Went")
    XCTAssertFalse(button.subviews.contains { $0 === button.titleLabel })
  }

  func test_aButtonShowsItsImageOnlyWithoutATitle() async {
    let add = Button()
    add.setImage(Image(systemName: "plus"), for: .normal)
    let titled = Button(title: "Share")
    titled.setImage(Image(systemName: "square.and.arrow.up"), for: .normal)

    XCTAssertEqual(add.image(for: .normal), Image(systemName: "plus"))
    XCTAssertEqual(add.image(for: .selected), Image(systemName: "plus"))
    XCTAssertEqual(add.imageView?.image, Image(systemName: "plus"))
    XCTAssertEqual(add.render(), "[image: plus]")
    XCTAssertEqual(titled.render(), "[Share]")
  }

  func test_rxBindsAlphaBackgroundColorInteractionAndButtonImage() async {
    let button = Button(title: "OK")
    let bag = DisposeBag()

    Observable<CGFloat>.just(0).bind(to: button.rx.alpha).disposed(by: bag)
    Observable<Color?>.just(.systemGreen).bind(to: button.rx.backgroundColor).disposed(by: bag)
    Observable.just(false).bind(to: button.rx.isUserInteractionEnabled).disposed(by: bag)
    Observable.just(Image(named: "ok")).bind(to: button.rx.image(for: .normal)).disposed(by: bag)

    XCTAssertEqual(button.alpha, 0)
    XCTAssertEqual(button.backgroundColor, .systemGreen)
    XCTAssertFalse(button.isUserInteractionEnabled)
    XCTAssertEqual(button.image(for: .normal)?.name, "ok")
    XCTAssertEqual(button.render(), "")
  }

  func test_aSubviewThatOutlivesItsSuperviewHasNoSuperview() async {
    let child = Label()
    weak var freedParent: HeadlessView?
    do {
      let parent = HeadlessView()
      freedParent = parent
      parent.addSubview(child)
      XCTAssertTrue(child.superview === parent)
    }
    XCTAssertNil(freedParent)
    XCTAssertNil(child.superview)
    XCTAssertFalse(child.isDescendant(of: Label()))
    child.removeFromSuperview()
    let other = HeadlessView()
    other.addSubview(child)
    XCTAssertTrue(child.superview === other)
  }

  func test_aSuperviewDoesNotKeepItselfAliveThroughItsSubviews() async {
    weak var freedParent: HeadlessView?
    weak var freedChild: HeadlessView?
    do {
      let parent = HeadlessView()
      let child = HeadlessView()
      parent.addSubview(child)
      freedParent = parent
      freedChild = child
    }
    XCTAssertNil(freedParent)
    XCTAssertNil(freedChild)
  }

  func test_removingOneSubviewAmongManyKeepsTheOthersInOrder() async {
    let parent = HeadlessView()
    let children = (0..<6).map { index -> Label in
      let label = makeLabel("\(index)")
      parent.addSubview(label)
      return label
    }
    children[0].removeFromSuperview()
    children[5].removeFromSuperview()
    children[3].removeFromSuperview()
    XCTAssertEqual(parent.subviews.map { ($0 as? Label)?.text }, ["1", "2", "4"])
    XCTAssertNil(children[3].superview)
    parent.insertSubview(children[3], at: 1)
    XCTAssertEqual(parent.subviews.map { ($0 as? Label)?.text }, ["1", "3", "2", "4"])
  }

  func test_aViewAddedToItsOwnSubviewIsRefusedWithAWarning() async {
    let outer = HeadlessView()
    let inner = makeLabel("inner")
    outer.addSubview(inner)

    let warnings = collectingViewWarnings {
      inner.addSubview(outer)
      outer.addSubview(outer)
    }

    XCTAssertEqual(warnings.map(\.kind), [.hierarchyCycle, .hierarchyCycle])
    XCTAssertNil(outer.superview)
    XCTAssertEqual(outer.render(), "inner")
  }
}
