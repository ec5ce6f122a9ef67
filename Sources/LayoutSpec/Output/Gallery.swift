import CollectionLayout
import Foundation

/// Renders every spec of a folder in portrait and landscape, and an `index.html` that
/// shows them side by side with their titles.
public enum Gallery {
  /// The container sizes every example is drawn at, with their names.
  public static let orientations: [(name: String, width: Double, height: Double)] = [
    ("portrait", 375, 667), ("landscape", 667, 375),
  ]

  /// One example written to the gallery.
  public struct Entry: Sendable {
    /// The spec file's name without extension.
    public var name: String
    /// The spec's title (or its name).
    public var title: String
    /// The spec's description.
    public var summary: String?
    /// The SVG files written, one per orientation.
    public var files: [String]
    /// The family the example belongs to (the gallery's groups).
    public var family: Family = .split
    /// The spec file's text, shown beside the pictures.
    public var text = ""
    /// The scroll position the pictures are drawn at, in words (`nil`: at rest).
    public var offsets: [String] = []
  }

  /// The gallery's groups, in the order a newcomer meets them.
  public enum Family: String, Sendable, CaseIterable {
    /// The split layout's examples (`layout: split`).
    case split = "Split layout"
    /// Plugin layouts and their effects (`layout: stacked`).
    case plugin = "Plugin layouts"
    /// Sections that scroll on their own (`layout: scrollableSections`, orthogonal strips).
    case scrollable = "Sections that scroll on their own"
    /// The compositional layout (`layout: compositional`).
    case compositional = "Compositional layout"
  }

  /// The examples in teaching order within each family: simple first, rich last. An example
  /// not listed follows its family's listed ones, by name.
  static let teachingOrder = [
    "Basic", "SectionDivided", "ThreeColumns", "RightToLeft", "Emoji", "SplitMosaic",
    "PluginFlow", "PluginFlowPinned", "PluginGrid", "PluginGridHorizontal", "PluginStaggered", "PluginMosaic3",
    "PluginMosaic4", "PluginEffects", "PluginMixed",
    "ScrollableSections",
    "CompositionalSimple", "CompositionalList", "CompositionalListConfiguration", "CompositionalGrid",
    "CompositionalTriSection",
    "CompositionalSectionBackground", "CompositionalBadges", "CompositionalGroupSupplementaries",
    "CompositionalPinnedHeader", "CompositionalSelfSizing", "CompositionalInsetsReference",
    "CompositionalCarousel", "CompositionalSquareFamily", "CompositionalTree", "AppStorePage",
  ]

  /// The spec files of `directory`, sorted by name.
  public static func specFiles(in directory: String) throws(SpecError) -> [String] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory)
    } catch {
      throw SpecError(file: directory, path: "", message: "is not a readable folder of spec files")
    }
    return names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
      .map { (directory as NSString).appendingPathComponent($0) }
  }

  /// Renders every spec in `examples` into `output`; returns what was written. Every spec
  /// is decoded before anything is written, so a bad file leaves no partial gallery.
  public static func render(examples: String, output: String) throws -> [Entry] {
    let files = try specFiles(in: examples)
    let specs = try files.map { (file) throws(SpecError) in (file, try Spec.load(path: file)) }
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    var entries: [Entry] = []
    for (file, spec) in specs {
      let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
      var written: [String] = []
      for o in orientations {
        let svgName = "\(name)-\(o.name).svg"
        // Written as it is drawn: a drawing of 10,000,000 items is about 2 GB of text.
        var file = OutputFile(path: (output as NSString).appendingPathComponent(svgName))
        SVGRenderer.write(layout(of: spec, orientation: o)) { file.write($0) }
        try file.finish()
        written.append(svgName)
      }
      entries.append(
        Entry(
          name: name, title: spec.title ?? name, summary: spec.summary, files: written, family: family(of: spec),
          text: (try? String(contentsOfFile: file, encoding: .utf8)) ?? "", offsets: offsets(of: spec)))
    }
    entries = ordered(entries)
    try html(entries).write(
      toFile: (output as NSString).appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    return entries
  }

  /// `spec` drawn in one of the ``orientations``.
  static func drawing(_ spec: Spec, name: String, orientation o: (name: String, width: Double, height: Double))
    -> String
  {
    // No caption inside the drawing: the page's caption wraps, a drawing's would be clipped.
    SVGRenderer.svg(layout(of: spec, orientation: o))
  }

  /// `spec` laid out in one of the ``orientations``.
  private static func layout(of spec: Spec, orientation o: (name: String, width: Double, height: Double))
    -> ComputedLayout
  {
    ComputedLayout(spec: spec, width: o.width, height: o.height)
  }

  /// The family a spec's layout belongs to.
  static func family(of spec: Spec) -> Family {
    switch spec.layout {
    case .split: .split
    case .stacked: .plugin
    case .scrollable: .scrollable
    case .compositional: .compositional
    }
  }

  /// What the spec scrolls to before it is drawn, in words ("content offset y 300",
  /// "section 0 at 150").
  static func offsets(of spec: Spec) -> [String] {
    var words: [String] = []
    if let offset = spec.container.contentOffset {
      words.append("content offset x \(SpecNumber.format(offset.x)), y \(SpecNumber.format(offset.y))")
    }
    for (section, offset) in spec.scroll.sectionOffsets.sorted(by: { $0.key < $1.key }) {
      words.append("section \(section)'s strip at \(SpecNumber.format(offset))")
    }
    return words
  }

  /// `entries` grouped by family, each family in teaching order.
  static func ordered(_ entries: [Entry]) -> [Entry] {
    func rank(_ e: Entry) -> (Int, Int, String) {
      let family = Family.allCases.firstIndex(of: e.family) ?? 0
      return (family, teachingOrder.firstIndex(of: e.name) ?? teachingOrder.count, e.name)
    }
    return entries.sorted { rank($0) < rank($1) }
  }

  /// The index page: a table of contents by family, the colour legend, then each example's
  /// pictures with its spec beside them.
  static func html(_ entries: [Entry]) -> String {
    var out = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>CollectionLayout gallery</title>
      <style>
      body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 24px; color: #1d1d1f; max-width: 1600px; }
      nav ol { columns: 2; } nav li { margin: 2px 0; }
      .legend { display: flex; flex-wrap: wrap; gap: 8px 18px; padding: 10px; border: 1px solid #d0d5dd; border-radius: 6px; }
      .legend span { display: inline-flex; align-items: center; gap: 6px; font-size: 14px; }
      .swatch { width: 22px; height: 14px; display: inline-block; border: 1px solid #98a2b3; }
      section.example { margin: 28px 0 40px; border-top: 1px solid #e4e7ec; padding-top: 12px; }
      .row { display: flex; gap: 20px; align-items: flex-start; flex-wrap: wrap; }
      figure { margin: 0; max-width: 100%; }
      .scroller { overflow-x: auto; max-width: 100%; border: 1px solid #d0d5dd; }
      .scroller img { display: block; max-width: none; }
      figcaption { font-size: 14px; color: #344054; margin-top: 4px; }
      pre { background: #f2f4f7; padding: 10px; font-size: 12px; line-height: 1.4; overflow: auto; max-height: 520px; max-width: 560px; margin: 0; }
      .offsets { font-size: 14px; color: #344054; }
      </style></head><body>
      <h1>CollectionLayout gallery</h1>
      <p>Every spec in <code>Examples/</code>, laid out by the engine in portrait (375×667) and landscape (667×375),
      simple examples first, grouped by family. Each spec is shown beside its pictures: the spec is the lesson.
      Wide drawings scroll inside their frame rather than shrink. To change one and watch it move, run
      <code>swift run collection-layout serve</code> and open the page it prints.</p>

      """
    out += legend()
    out += "<nav><h2>Contents</h2>\n"
    for family in Family.allCases {
      let members = entries.filter { $0.family == family }
      guard !members.isEmpty else { continue }
      out += "<h3>\(SVGRenderer.escape(family.rawValue))</h3><ol>\n"
      for e in members {
        out += "<li><a href=\"#\(SVGRenderer.escape(e.name))\">\(SVGRenderer.escape(e.title))</a></li>\n"
      }
      out += "</ol>\n"
    }
    out += "</nav>\n"
    var family: Family?
    for e in entries {
      if e.family != family {
        family = e.family
        out += "<h2 class=\"family\">\(SVGRenderer.escape(e.family.rawValue))</h2>\n"
      }
      out += "<section class=\"example\" id=\"\(SVGRenderer.escape(e.name))\"><h3>\(SVGRenderer.escape(e.title))</h3>\n"
      if let s = e.summary { out += "<p>\(SVGRenderer.escape(s))</p>\n" }
      if !e.offsets.isEmpty {
        out += "<p class=\"offsets\">Drawn scrolled: \(SVGRenderer.escape(e.offsets.joined(separator: "; "))).</p>\n"
      }
      out += "<div class=\"row\">\n"
      for (file, o) in zip(e.files, orientations) {
        out +=
          "<figure><div class=\"scroller\"><img src=\"\(file)\" alt=\"\(SVGRenderer.escape(e.title)) in \(o.name)\"></div>"
          + "<figcaption>\(o.name) \(Int(o.width))×\(Int(o.height))</figcaption></figure>\n"
      }
      out +=
        "<figure><pre>\(SVGRenderer.escape(e.text))</pre><figcaption>Examples/\(SVGRenderer.escape(e.name)) spec</figcaption></figure>\n"
      out += "</div></section>\n"
    }
    return out + "</body></html>\n"
  }

  /// What each colour and mark of the drawings means.
  static func legend() -> String {
    let swatch = { (style: String, text: String) in
      "<span><i class=\"swatch\" style=\"\(style)\"></i>\(text)</span>"
    }
    let items = [
      swatch("background:\(SVGRenderer.cellPalette[0])", "cells (one colour per section, labelled section.item)"),
      swatch("background:\(SVGRenderer.headerColor)", "headers"),
      swatch("background:\(SVGRenderer.footerColor)", "footers"),
      swatch("background:\(SVGRenderer.badgeColor)", "other supplementaries (badges, boundary items)"),
      swatch(
        "background:\(SVGRenderer.backgroundColor)", "section backgrounds and decorations (their own colour when set)"),
      swatch("background:#FAFBFC;border-color:#C5CCD6", "the content area"),
      swatch("background:none;border:2px dashed #D93025", "the visible rect (the collection view's bounds)"),
      swatch("background:#e8eefa;opacity:0.45", "a strip's off-screen part (faint)"),
    ]
    return "<h2>Legend</h2><div class=\"legend\">" + items.joined() + "</div>\n"
  }
}
