import Foundation
import HeadlessReactor
import ReactorTesting
import SampleSupport
import TestSupport
import TextFilesSample
import XCTest

/// A fresh directory inside a fresh parent (so that tests can check that
/// nothing next to the directory is touched); `remove()` deletes both.
/// Their paths have symbolic links resolved, as the sample's directory has.
struct Sandbox {
  let parent: URL
  let directory: URL

  init() throws {
    let made = FileManager.default.temporaryDirectory
      .appendingPathComponent("text-files-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(
      at: made.appendingPathComponent("files", isDirectory: true),
      withIntermediateDirectories: true)
    parent = made.resolvingSymlinksInPath()
    directory = parent.appendingPathComponent("files", isDirectory: true)
  }

  func names() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }

  func text(_ name: String) -> String? {
    try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  func write(_ name: String, _ text: String) throws {
    try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  /// A symbolic link `name` in the directory to `destination` (a path,
  /// relative to the directory or absolute).
  func link(_ name: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent(name).path, withDestinationPath: destination)
  }

  func deleteOutside(_ name: String) throws {
    try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
  }

  func remove() { try? FileManager.default.removeItem(at: parent) }
}
