// One import for apps and samples: re-exports every layer of HeadlessReactor.
@_exported import HeadlessUI
@_exported import ReactorCore
@_exported import ReactorObservation
@_exported import Sections
@_exported import Streams
