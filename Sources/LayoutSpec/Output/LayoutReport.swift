import CollectionLayout

/// The JSON printed by `collection-layout layout`: content size, elements, diagnostics.
///
/// Schema (Sources/LayoutSpec/LayoutSpec.docc/SpecFormat.md, "Output"):
/// `{"contentSize": {"width", "height"}, "elements": [{"category", "kind"?, "section",
/// "item", "frame": {"x", "y", "width", "height"}, "zIndex", "alpha", "hidden",
/// "transform"?, "backgroundColor"?}], "diagnostics": [{"code", "message", "section"?,
/// "item"?, "count"}]}`. Elements are as shown: after effects and visible-items handlers.
public enum LayoutReport {
  /// The report of `layout`'s elements (all, or those intersecting `rect`) as one string.
  public static func json(_ layout: ComputedLayout, rect: Rect? = nil) -> String {
    var text = ""
    write(layout, rect: rect) { text += $0 }
    return text
  }

  /// Writes the report in pieces to `output`, element by element: only a batch of
  /// elements and one piece of text are held at a time, so 10,000,000 items print in the
  /// engine's own memory plus a few megabytes. O(elements) time.
  public static func write(_ layout: ComputedLayout, rect: Rect? = nil, to output: (String) -> Void) {
    let size = layout.model.contentSize
    let contentSize = JSONWriter.Value.object([("width", .number(size.width)), ("height", .number(size.height))])
    var piece = "{\n  \"contentSize\": " + JSONWriter.write(contentSize) + ",\n  \"elements\": ["
    var first = true
    let body: ([LayoutAttributes]) -> Void = { batch in
      for a in batch {
        piece += (first ? "\n    " : ",\n    ") + JSONWriter.write(element(a), indent: "    ")
        first = false
      }
      output(piece)
      piece = ""
    }
    if let rect {
      layout.model.forEachBatch(in: rect, scroll: layout.scroll, body)
    } else {
      layout.model.forEachBatch(scroll: layout.scroll, body)
    }
    piece += first ? "],\n" : "\n  ],\n"
    piece +=
      "  \"diagnostics\": " + JSONWriter.write(.array(layout.diagnostics.map(diagnostic)), indent: "  ") + "\n}\n"
    output(piece)
  }

  static func element(_ a: LayoutAttributes) -> JSONWriter.Value {
    var members: [(String, JSONWriter.Value)] = [("category", .string(a.id.category.rawValue))]
    if let kind = a.id.kind { members.append(("kind", .string(kind.rawValue))) }
    members += [
      ("section", .int(a.id.section)), ("item", .int(a.id.item)),
      (
        "frame",
        .object([
          ("x", .number(a.frame.minX)), ("y", .number(a.frame.minY)), ("width", .number(a.frame.width)),
          ("height", .number(a.frame.height)),
        ])
      ),
      ("zIndex", .int(a.zIndex)), ("alpha", .number(a.alpha)), ("hidden", .bool(a.isHidden)),
    ]
    if a.transform != .identity {
      let t = a.transform
      members.append(
        (
          "transform",
          .object([
            ("a", .number(t.a)), ("b", .number(t.b)), ("c", .number(t.c)), ("d", .number(t.d)),
            ("tx", .number(t.tx)), ("ty", .number(t.ty)),
          ])
        ))
    }
    if let color = a.backgroundColor { members.append(("backgroundColor", .string(color.hexString))) }
    return .object(members)
  }

  static func diagnostic(_ d: Diagnostic) -> JSONWriter.Value {
    var members: [(String, JSONWriter.Value)] = [("code", .string(d.code.rawValue)), ("message", .string(d.message))]
    if let s = d.section { members.append(("section", .int(s))) }
    if let i = d.item { members.append(("item", .int(i))) }
    members.append(("count", .int(d.count)))
    return .object(members)
  }
}
