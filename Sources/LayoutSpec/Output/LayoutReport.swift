import CollectionLayout

/// The JSON printed by `collection-layout layout`: content size, elements, diagnostics.
///
/// Schema (docs/spec-format.md, "Output"):
/// `{"contentSize": {"width", "height"}, "elements": [{"category", "kind"?, "section",
/// "item", "frame": {"x", "y", "width", "height"}, "zIndex"}], "diagnostics": [{"code",
/// "message", "section"?, "item"?, "count"}]}`.
public enum LayoutReport {
  /// The report of `layout`'s elements (all, or those intersecting `rect`).
  public static func json(_ layout: ComputedLayout, rect: Rect? = nil) -> String {
    let size = layout.model.contentSize
    let root = JSONWriter.Value.object([
      ("contentSize", .object([("width", .number(size.width)), ("height", .number(size.height))])),
      ("elements", .array(layout.elements(in: rect).map(element))),
      ("diagnostics", .array(layout.diagnostics.map(diagnostic))),
    ])
    return JSONWriter.write(root) + "\n"
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
      ("zIndex", .int(a.zIndex)),
    ]
    if let color = a.backgroundColor { members.append(("backgroundColor", .string(color.hexString))) }
    return .object(members)
  }

  static func diagnostic(_ d: Diagnostic) -> JSONWriter.Value {
    var members: [(String, JSONWriter.Value)] = [("code", .string(d.code)), ("message", .string(d.message))]
    if let s = d.section { members.append(("section", .int(s))) }
    if let i = d.item { members.append(("item", .int(i))) }
    members.append(("count", .int(d.count)))
    return .object(members)
  }
}
