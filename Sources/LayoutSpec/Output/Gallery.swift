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
  }

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
        let layout = ComputedLayout(spec: spec, width: o.width, height: o.height)
        let svgName = "\(name)-\(o.name).svg"
        let title = "\(spec.title ?? name) — \(o.name) \(Int(o.width))×\(Int(o.height))"
        try SVGRenderer.svg(layout, title: title).write(
          toFile: (output as NSString).appendingPathComponent(svgName), atomically: true, encoding: .utf8)
        written.append(svgName)
      }
      entries.append(Entry(name: name, title: spec.title ?? name, summary: spec.summary, files: written))
    }
    try html(entries).write(
      toFile: (output as NSString).appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    return entries
  }

  /// The index page.
  static func html(_ entries: [Entry]) -> String {
    var out = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>CollectionLayout gallery</title>
      <style>
      body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 24px; color: #222; }
      section { margin-bottom: 40px; }
      .row { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
      figure { margin: 0; } figcaption { font-size: 13px; color: #555; }
      img { border: 1px solid #ddd; max-width: 100%; }
      </style></head><body>
      <h1>CollectionLayout gallery</h1>
      <p>Every spec in Examples/, laid out by the engine in portrait (375×667) and landscape (667×375).
      The dashed red rectangle is the visible area.</p>

      """
    for e in entries {
      out += "<section id=\"\(SVGRenderer.escape(e.name))\"><h2>\(SVGRenderer.escape(e.title))</h2>\n"
      if let s = e.summary { out += "<p>\(SVGRenderer.escape(s))</p>\n" }
      out += "<div class=\"row\">\n"
      for (file, o) in zip(e.files, orientations) {
        out +=
          "<figure><img src=\"\(file)\" alt=\"\(SVGRenderer.escape(e.title)) \(o.name)\">"
          + "<figcaption>\(o.name) \(Int(o.width))×\(Int(o.height))</figcaption></figure>\n"
      }
      out += "</div></section>\n"
    }
    return out + "</body></html>\n"
  }
}
