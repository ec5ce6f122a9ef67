/// Where a query puts the elements it finds: all in one array, or handed over in batches.
protocol ElementSink {
  var elements: [LayoutAttributes] { get set }
  /// Hands over what is waiting if the sink hands over in pieces and enough are waiting.
  mutating func flushIfFull()
}

/// Every element in one array.
struct CollectedElements: ElementSink {
  var elements: [LayoutAttributes] = []
  @inline(__always) mutating func flushIfFull() {}
}

/// Elements gathered for a caller, handed over whenever `size` are waiting (the closure
/// does not outlive the query that made the batch).
struct Batch: ElementSink {
  let size: Int
  let body: ([LayoutAttributes]) -> Void
  var elements: [LayoutAttributes] = []

  init(size: Int, body: @escaping ([LayoutAttributes]) -> Void) {
    self.size = Swift.max(1, size)
    self.body = body
  }

  mutating func flushIfFull() {
    if elements.count >= size { flush() }
  }

  mutating func flush() {
    guard !elements.isEmpty else { return }
    body(elements)
    elements.removeAll(keepingCapacity: true)
  }
}
