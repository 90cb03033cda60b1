import HeadlessUI
import ReactorTesting

/// `assertRender` calls as a test writes them, with expected texts missing,
/// outdated or right, all recording: the end-to-end recording tests run
/// them against a copy of this file (`RenderAssertion.redirect`), never
/// against the file itself.
@MainActor
enum RenderRecordingFixture {
  /// A screen titled "Fixture" showing `[+]`, and a label whose text needs
  /// a raw string literal.
  static func makeViews() -> (screen: ViewController, label: Label) {
    let screen = ViewController()
    screen.title = "Fixture"
    let button = Label()
    button.text = "[+]"
    screen.view.addSubview(button)
    let label = Label()
    label.text = #"say """hi""" \o/"#
    return (screen, label)
  }

  static func assertViews() {
    let (screen, label) = makeViews()
    assertRender(screen, record: true)
    assertRender(label, record: true) {
      """
      outdated
      """
    }
    assertRender(
      label, record: true,
      matches: { "also outdated" })
    assertRender(label, record: true) { #"say """hi""" \o/"# }
  }
}
