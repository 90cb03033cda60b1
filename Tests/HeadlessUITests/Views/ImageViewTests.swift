import Foundation
import HeadlessUI
import Streams
import TestSupport
import XCTest

/// An image view renders its image's name; `rx.image` binds it.
@MainActor
final class ImageViewTests: ScreenTestCase {
  func test_rendersItsImageOrNothing() async {
    let imageView = ImageView(image: Image(named: "avatar"))
    XCTAssertEqual(imageView.render(), "(image: avatar)")

    imageView.image = nil
    XCTAssertEqual(imageView.render(), "")
    imageView.image = Image(systemName: "star.fill")
    XCTAssertEqual(imageView.render(), "(image: star.fill)")
  }

  func test_showsTheHighlightedImageWhileHighlighted() async {
    let imageView = ImageView(
      image: Image(systemName: "star"), highlightedImage: Image(systemName: "star.fill"))

    imageView.isHighlighted = true

    XCTAssertEqual(imageView.render(), "(image: star.fill)")
  }

  func test_rxImageBindsTheImage() async {
    let imageView = ImageView()
    let bag = DisposeBag()
    let images = PublishSubject<Image?>()
    images.bind(to: imageView.rx.image).disposed(by: bag)

    images.onNext(Image(named: "cover"))
    XCTAssertEqual(imageView.image?.name, "cover")
    images.onNext(nil)
    XCTAssertNil(imageView.image)
  }

  func test_aHiddenOrTransparentImageViewOrContainerIsNotRendered() async {
    let root = HeadlessView()
    let container = HeadlessView()
    let imageView = ImageView(image: Image(named: "logo"))
    container.addSubview(imageView)
    root.addSubview(container)
    XCTAssertEqual(root.render(), "(image: logo)")

    container.isHidden = true
    XCTAssertEqual(root.render(), "")
    container.isHidden = false
    imageView.alpha = 0
    XCTAssertEqual(root.render(), "")
  }

  func test_takesNoTouchesUntilMadeInteractive() async {
    let imageView = ImageView(image: Image(named: "logo"))

    XCTAssertFalse(imageView.isReachableByTouch)
    imageView.isUserInteractionEnabled = true
    XCTAssertTrue(imageView.isReachableByTouch)
  }
}
