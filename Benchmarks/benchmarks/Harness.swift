import AllocatorStats
import Dispatch
import ReactorCore

/// One measured scenario: a figure, its in-process baseline, and their ratio.
struct Measurement {
  let name: String
  let value: Double
  let unit: String
  let baseline: Double
  var extra: [String: Int] = [:]
  var ratio: Double { baseline == 0 ? 0 : value / baseline }
}

/// A named, size-parameterized benchmark with the baseline it is judged
/// against. `measure` returns nanoseconds per operation for one run.
struct Scenario {
  let name: String
  var unit = "ns/op"
  let summary: String
  let measure: () -> Double
  let baseline: () -> Double
  /// Extra integer figures reported with the scenario (JSON and table),
  /// computed after it was measured.
  var extra: () -> [String: Int] = { [:] }
}

/// Keeps the optimizer from deleting work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Nanoseconds per operation of `body`, which performs `operations` operations.
func nanosecondsPerOperation(operations: Int, _ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  let end = DispatchTime.now().uptimeNanoseconds
  return Double(end - start) / Double(operations)
}

struct Runner {
  let scenarios: [Scenario]
  let runs: Int

  func run(filter: String?, json: Bool) {
    var results: [Measurement] = []
    if !json {
      print(pad("scenario", 30) + pad("value", 16) + pad("baseline", 12) + "ratio")
    }
    for scenario in scenarios where filter.map(scenario.name.hasPrefix) ?? true {
      let (value, baseline) = figures(runs: runs, scenario)
      let measurement = Measurement(
        name: scenario.name, value: value, unit: scenario.unit, baseline: baseline,
        extra: scenario.extra())
      results.append(measurement)
      if !json {
        print(
          pad(scenario.name, 30) + pad(format(value) + " " + scenario.unit, 16)
            + pad(format(baseline), 12)
            + format(measurement.ratio) + "x"
            + (measurement.ratio < 1 && measurement.ratio > 0
              ? " (\(format(1 / measurement.ratio))× faster)" : "")
            + "   " + scenario.summary
            + measurement.extra.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }
            .joined())
      }
    }
    if json {
      let objects = results.map { result in
        """
        {"name": "\(result.name)", "value": \(format(result.value)), "unit": "\(result.unit)", \
        "baseline": \(format(result.baseline)), "ratio": \(format(result.ratio))\
        \(result.extra.sorted { $0.key < $1.key }.map { ", \"\($0.key)\": \($0.value)" }.joined())}
        """
      }
      print("[\n  " + objects.joined(separator: ",\n  ") + "\n]")
    }
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  private func format(_ value: Double) -> String {
    // Two decimals, or four significant digits for small ratios.
    let scale = value != 0 && abs(value) < 0.1 ? 100_000.0 : 100.0
    let rounded = (value * scale).rounded() / scale
    return "\(rounded)"
  }
}

/// Bytes allocated per object while the objects `make` returns are alive,
/// from the allocator's own statistics.
func bytesPerObject<Kept>(count: Int, _ make: () -> Kept) -> Double {
  // Streams of reactors freed by earlier runs wait for the table's next
  // sweep; sweep now so that they are not counted as savings.
  StorageTable.shared.sweepAll()
  let before = allocatedBytes()
  let kept = make()
  let after = allocatedBytes()
  withExtendedLifetime(kept) {}
  return Double(after - before) / Double(count)
}

/// Bytes currently allocated from the heap.
func allocatedBytes() -> Int {
  Int(allocator_stats_allocated_bytes())
}

/// The figures of `scenario` and of its baseline from `runs` measurements
/// of each, taken in turns after one warm-up of each: the fastest for
/// times, the median for bytes.
///
/// This machine is shared (a virtual machine whose host also runs other
/// work): interference only ever adds time, in bursts that can cover
/// several consecutive runs, so the median of a few runs still moves by
/// 30% between processes while the fastest run is stable within a few
/// percent. Heap sizes have no such one-sided noise (memory that earlier
/// runs' reactors return in the background can lower a reading as well as
/// raise it): their middle reading is kept. Taking the measurement and its
/// baseline in turns exposes both to the same conditions.
func figures(runs: Int, _ scenario: Scenario) -> (value: Double, baseline: Double) {
  _ = scenario.measure()
  _ = scenario.baseline()
  var values: [Double] = []
  var baselines: [Double] = []
  for _ in 0..<runs {
    values.append(scenario.measure())
    baselines.append(scenario.baseline())
  }
  func figure(_ samples: [Double]) -> Double {
    scenario.unit == "bytes" ? samples.sorted()[samples.count / 2] : samples.min() ?? 0
  }
  return (figure(values), figure(baselines))
}
