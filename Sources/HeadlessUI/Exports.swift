// As UIKit does, the view layer re-exports Foundation: `IndexPath`,
// `CGFloat`, `CGRect` and `NSCoder` (in `required init?(coder:)`) are in
// scope wherever HeadlessUI is imported.
@_exported import Foundation
