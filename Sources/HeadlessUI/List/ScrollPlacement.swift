/// Where a scrolled-to row ends up among the visible rows: what the table's and the
/// collection's own `ScrollPosition`s mean to the engine.
enum ScrollPlacement {
  /// Scroll as little as possible to make the row visible.
  case nearest
  /// The row becomes the first visible one.
  case top
  /// The row becomes the middle one.
  case middle
  /// The row becomes the last one.
  case bottom
}
