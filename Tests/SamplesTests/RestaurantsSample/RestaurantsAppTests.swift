import Foundation
import HeadlessReactor
import ReactorTesting
import RestaurantsSample
import SampleSupport
import TestSupport
import XCTest

@MainActor
final class RestaurantsBadInputTests: ScreenTestCase {
  private func loadError(_ json: String) throws -> (message: String, path: String, code: Int32) {
    let file = try temporaryFile(json)
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    do {
      _ = try RestaurantsApp(arguments: ["--json", file.path])
    } catch let error as SampleError {
      return (error.message, file.path, error.exitCode)
    }
    XCTFail("the file was accepted")
    return ("", file.path, 0)
  }

  func test_malformedJSONNamesTheFileAndTheLineAndColumn() async throws {
    let (message, path, code) = try loadError(
      "[\n  {\"name\": \"a\", \"cuisine\": \"indian\"},\n  {\"name\": \"b\" \"cuisine\": \"french\"}\n]"
    )

    XCTAssertEqual(
      message,
      "cannot load restaurants: \(path): malformed JSON at line 3, column 16 (byte 55): "
        + "unexpected character")
    XCTAssertEqual(code, 2)
  }

  /// The column counts characters, as a user does: `é` is one (two bytes
  /// in UTF-8), and so is `🇫🇷` (two scalars, eight bytes).
  func test_theColumnCountsCharactersNotBytes() async throws {
    let (message, path, _) = try loadError(
      "[{\"name\": \"Café 🇫🇷\" \"cuisine\": \"french\"}]")

    XCTAssertEqual(
      message,
      "cannot load restaurants: \(path): malformed JSON at line 1, column 20 (byte 27): "
        + "unexpected character")
  }

  func test_theColumnCountsCharactersOnTheLineOfTheError() async throws {
    let before =
      "[\n  {\"name\": \"Crème brûlée\", \"cuisine\": \"french\"},\n  {\"name\": \"Café\" "
    let (message, path, _) = try loadError(before + "\"cuisine\": \"french\"}\n]")

    XCTAssertEqual(
      message,
      "cannot load restaurants: \(path): malformed JSON at line 3, column 19 "
        + "(byte \(before.utf8.count)): unexpected character")
  }

  func test_truncatedJSONNamesTheEndOfTheFile() async throws {
    let (message, path, _) = try loadError("[\n  {\"name\": \"a\",")

    XCTAssertEqual(
      message,
      "cannot load restaurants: \(path): malformed JSON at line 2, column 16 (byte 17): "
        + "unexpected end of file")
  }

  func test_anUnknownCuisineNamesTheEntryAndField() async throws {
    let (message, path, _) = try loadError(
      "[{\"name\": \"a\", \"cuisine\": \"indian\"}, {\"name\": \"b\", \"cuisine\": \"thai\"}]")

    XCTAssertEqual(
      message,
      "cannot load restaurants: \(path): Cannot initialize Cuisine from invalid String value "
        + "thai at entry 2 (\"cuisine\")")
  }

  func test_aMissingFieldNamesTheEntryAndField() async throws {
    let (message, path, _) = try loadError("[{\"name\": \"a\"}]")

    XCTAssertEqual(message, "cannot load restaurants: \(path): missing \"cuisine\" at entry 1")
  }

  func test_aDirectoryOrADeviceIsRefusedBeforeItIsRead() async throws {
    // `/dev/zero` never ends: reading it would not return.
    for (path, what) in [
      (NSTemporaryDirectory(), "a directory"), ("/dev/zero", "a character device"),
    ] {
      XCTAssertThrowsError(try RestaurantsApp(arguments: ["--json", path])) {
        XCTAssertEqual(
          ($0 as? SampleError)?.message,
          "cannot load restaurants: \(URL(fileURLWithPath: path).path): cannot be read: it is "
            + "\(what), not a regular file")
      }
    }
  }

  func test_aMissingFileAndAnUnknownFlagAreRefused() async throws {
    XCTAssertThrowsError(try RestaurantsApp(arguments: ["--json", "/nonexistent/r.json"])) {
      XCTAssertEqual(
        ($0 as? SampleError)?.message,
        "cannot load restaurants: /nonexistent/r.json: cannot be read: no such file")
    }
    XCTAssertThrowsError(try RestaurantsApp(arguments: ["--jsn"])) {
      XCTAssertEqual(
        ($0 as? SampleError)?.message,
        "unknown argument '--jsn' (restaurants takes --json <path>)")
      XCTAssertEqual(($0 as? SampleError)?.exitCode, 2)
      XCTAssertEqual(($0 as? SampleError)?.showsUsage, true)
    }
    XCTAssertThrowsError(try RestaurantsApp(arguments: ["--json"])) {
      XCTAssertEqual(($0 as? SampleError)?.message, "--json needs a value (--json <path>)")
    }
  }

  func test_aValidFileOfYourOwnIsShown() async throws {
    let file = try temporaryFile("[{\"name\": \"Dosa Place\", \"cuisine\": \"indian\"}]")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let app = try RestaurantsApp(arguments: ["--json", file.path])
    app.settle()

    assertRender(app.screen) {
      """
      # Restaurants
      == New branch ==
        Dosa Place - Indian
      [Refresh]
      1 restaurants
      """
    }
  }

  func test_theExecutableEndsWithExitCode2AndTheMessageForMalformedJSON() async throws {
    // The test runner is built in the same directory as the executables.
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("restaurants")
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw XCTSkip("the restaurants executable is not built next to the tests")
    }
    let file = try temporaryFile("[1,")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--json", file.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    XCTAssertEqual(process.terminationStatus, 2)
    XCTAssertEqual(
      message,
      "restaurants: cannot load restaurants: \(file.path): malformed JSON at line 1, column 4 "
        + "(byte 3): unexpected end of file\n")
  }

  func test_anUnknownCommandPrintsAOneLineErrorAndTheSampleGoesOn() async throws {
    let app = try RestaurantsApp()
    XCTAssertEqual(
      printed("frobnicate", on: app),
      ["error: unknown command 'frobnicate' (type 'help' for the list)"])

    XCTAssertEqual(printed("reload now", on: app), ["error: usage: reload"])

    XCTAssertTrue(printed("help", on: app).first?.hasPrefix("commands:\n  reload") == true)

    XCTAssertTrue(
      printed("select 0 0", on: app).first?.contains("\n> Bella Italia - European\n") == true)
  }
}

/// The executable's scenario with its real delays (a synchronous test, as
/// ``playedScenario(_:)`` says).
final class RestaurantsScenarioTests: ScreenTestCase {
  func test_scenarioShowsEveryStep() throws {
    try assertPlayedScenario(
      of: { try RestaurantsApp() },
      is: [
        ("start", RestaurantsScreenScenario.newBranchScreen()),
        ("select 0 2", RestaurantsScreenScenario.newBranchScreen(selected: 2)),
        ("tap Refresh", RestaurantsScreenScenario.bSectionScreen),
        ("reload", RestaurantsScreenScenario.newBranchScreen()),
      ])
  }
}
