/// A row of segments of which one is selected: UIKit's
/// `UISegmentedControl`.
///
/// Renders its segments in parentheses, the selected one in brackets:
/// `(List | [Grid] | Map)`; a disabled segment with ` (disabled)` after its
/// title, an image segment as `image: name`, and ` (disabled)` after the
/// whole control when it is disabled. ``selectSegment(at:)`` simulates
/// the user's tap on a segment (sends `.valueChanged`, so
/// `rx.selectedSegmentIndex` emits); setting ``selectedSegmentIndex`` in
/// code sends nothing, as in UIKit. Indices out of range are ignored where
/// UIKit would raise. Main-actor only.
@preconcurrency @MainActor
open class SegmentedControl: Control {
  /// The index of "no segment selected": UIKit's
  /// `UISegmentedControl.noSegment`.
  public static let noSegment = -1

  private struct Segment {
    var title: String?
    var image: Image?
    var isEnabled = true
  }

  private var segments: [Segment] = []

  /// The selected segment's index, or ``noSegment``. Setting an index out
  /// of range is ignored.
  open var selectedSegmentIndex = SegmentedControl.noSegment {
    didSet {
      checkMainActor(writing: "selectedSegmentIndex")
      if !(SegmentedControl.noSegment..<segments.count).contains(selectedSegmentIndex) {
        selectedSegmentIndex = oldValue
      }
    }
  }
  /// Whether a tapped segment is selected only while the tap's
  /// `.valueChanged` is sent (`false`).
  open var isMomentary = false
  /// The color of the selected segment; stored only.
  open var selectedSegmentTintColor: Color?

  /// Creates a control with a segment per item: a `String` is a title, an
  /// ``Image`` an image (other items make an empty segment). No segment is
  /// selected.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    segments = (items ?? []).map { item in
      Segment(title: item as? String, image: item as? Image)
    }
  }

  /// The number of segments.
  public var numberOfSegments: Int { segments.count }

  /// Inserts a segment titled `title` at `segment` (clamped to the valid
  /// range); the selection stays on the segment it was on. `animated` is
  /// ignored.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }

  /// Inserts a segment showing `image` at `segment` (clamped to the valid
  /// range); the selection stays on the segment it was on. `animated` is
  /// ignored.
  open func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment)
  }

  /// Removes the segment at `segment`; removing the selected one selects
  /// none. `animated` is ignored.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    checkMainActor(writing: "segments")
    segments.remove(at: segment)
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = SegmentedControl.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
  }

  /// Removes every segment; none is selected.
  open func removeAllSegments() {
    checkMainActor(writing: "segments")
    selectedSegmentIndex = SegmentedControl.noSegment
    segments = []
  }

  /// Sets the title of the segment at `segment`.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    checkMainActor(writing: "segments")
    segments[segment].title = title
  }

  /// The title of the segment at `segment`, or `nil`.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets the image of the segment at `segment` (shown when it has no
  /// title).
  open func setImage(_ image: Image?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    checkMainActor(writing: "segments")
    segments[segment].image = image
  }

  /// The image of the segment at `segment`, or `nil`.
  open func imageForSegment(at segment: Int) -> Image? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Enables or disables the segment at `segment`: the user cannot select
  /// a disabled segment.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    checkMainActor(writing: "segments")
    segments[segment].isEnabled = enabled
  }

  /// Whether the segment at `segment` is enabled (`false` when there is
  /// no such segment).
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Simulates the user's tap on the segment at `segment`: selects it and
  /// sends `.valueChanged` when it was not selected (a momentary control
  /// sends it on every tap and then selects none again). Ignored when the
  /// segment does not exist or is disabled, or the touch cannot reach the
  /// control (``HeadlessView/isReachableByTouch``: disabled, or it or a
  /// view containing it hidden, transparent or not interactive).
  public func selectSegment(at segment: Int) {
    guard isReachableByTouch, isEnabledForSegment(at: segment) else { return }
    guard isMomentary || selectedSegmentIndex != segment else { return }
    selectedSegmentIndex = segment
    sendActions(for: .valueChanged)
    if isMomentary { selectedSegmentIndex = SegmentedControl.noSegment }
  }

  private func insert(_ new: Segment, at segment: Int) {
    checkMainActor(writing: "segments")
    let index = max(0, min(segment, segments.count))
    segments.insert(new, at: index)
    if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
  }

  /// `(First | [Second] | Third)`, with ` (disabled)` after a disabled
  /// segment and after the control when it is disabled.
  open override var renderedText: String? {
    let shown = segments.enumerated().map { index, segment in
      var text = segment.title ?? segment.image?.renderedDescription ?? ""
      if index == selectedSegmentIndex { text = "[\(text)]" }
      if !segment.isEnabled { text += " (disabled)" }
      return text
    }
    return "(\(shown.joined(separator: " | ")))" + (isEnabled ? "" : " (disabled)")
  }
}
