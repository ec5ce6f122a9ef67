import CollectionLayout

/// Draws a computed layout as SVG: backgrounds, cells, headers and footers in distinct
/// colours, cells labelled with their index paths, the visible rect outlined.
public enum SVGRenderer {
  /// The colours cells cycle through, one per section; each keeps a white label at 4.5:1
  /// contrast or more (WCAG AA), as do the header and footer colours.
  static let cellPalette = ["#1A5DC8", "#B45309", "#1E7B34", "#7B3FB8", "#C0262D", "#0B7285", "#836A0B", "#4F46C8"]
  static let headerColor = "#2F3B4C"
  static let footerColor = "#55657A"
  /// Supplementaries other than headers and footers (badges, boundary items).
  static let badgeColor = "#8E2F6B"
  static let backgroundColor = "#E9EDF2"

  /// The most elements a drawing holds at once to put them in zIndex order; see ``DrawingOrder``.
  static let drawingBudget = 1 << 18

  /// The SVG document for `layout`, with `title` as a caption when given.
  ///
  /// - Parameters:
  ///   - layout: The computed layout to draw.
  ///   - title: A caption above the drawing.
  ///   - annotated: Whether each element carries `data-info` (its index path, frame and
  ///     zIndex) for a page to show on hover.
  /// - Returns: The SVG text.
  /// - Complexity: as ``write(_:title:annotated:to:)``, and the text in memory.
  public static func svg(_ layout: ComputedLayout, title: String? = nil, annotated: Bool = false) -> String {
    var text = ""
    write(layout, title: title, annotated: annotated) { text += $0 }
    return text
  }

  /// Writes the SVG document for `layout` to `output` in pieces, so a drawing of
  /// 10,000,000 items never holds its text or all its elements.
  ///
  /// Elements are painted by zIndex, ties in the layout's order (`LayoutModel.allElements(scroll:)`'s).
  ///
  /// - Parameters:
  ///   - layout: The computed layout to draw.
  ///   - title: A caption above the drawing.
  ///   - annotated: Whether each element carries `data-info` (its index path, frame and
  ///     zIndex) for a page to show on hover.
  ///   - output: Called with each piece of the document, in order.
  /// - Complexity: O(n log n) time for n elements, in one walk over the layout for its
  ///   extent and zIndex values and one per pass of zIndex values (usually one or two);
  ///   O(d + 2¹⁸) memory for d distinct zIndex values, besides the layout's own.
  public static func write(
    _ layout: ComputedLayout, title: String? = nil, annotated: Bool = false, to output: (String) -> Void
  ) {
    write(layout, title: title, annotated: annotated, budget: drawingBudget, to: output)
  }

  /// ``write(_:title:annotated:to:)`` holding at most `budget` elements at once.
  static func write(
    _ layout: ComputedLayout, title: String?, annotated: Bool, budget: Int, to output: (String) -> Void
  ) {
    let margin = 12.0
    let caption = title == nil ? 0.0 : 22.0
    let content = Rect(origin: .zero, size: layout.model.contentSize)
    // Sections that scroll on their own reach past the content: the drawing includes them.
    var bounds = content.union(layout.visibleRect)
    var zIndexCounts: [Int: Int] = [:]
    layout.model.forEachBatch(scroll: layout.scroll) { batch in
      for element in batch {
        if element.frame.size.hasArea { bounds = bounds.union(element.frame) }
        zIndexCounts[element.zIndex, default: 0] += 1
      }
    }
    let x0 = bounds.minX - margin
    let y0 = bounds.minY - margin - caption
    let width = bounds.width + 2 * margin
    let height = bounds.height + 2 * margin + caption

    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
      viewBox="\(n(x0)) \(n(y0)) \(n(width)) \(n(height))" font-family="Helvetica, Arial, sans-serif">

      """
    out += "<rect x=\"\(n(x0))\" y=\"\(n(y0))\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#FFFFFF\"/>\n"
    if let title {
      out +=
        "<text x=\"\(n(bounds.minX))\" y=\"\(n(bounds.minY - margin - 6))\" font-size=\"14\" "
        + "font-weight=\"bold\" fill=\"#222\">\(escape(title))</text>\n"
    }
    out +=
      "<rect x=\"0\" y=\"0\" width=\"\(n(content.width))\" height=\"\(n(content.height))\" "
      + "fill=\"#FAFBFC\" stroke=\"#C5CCD6\" stroke-width=\"1\"/>\n"
    output(out)
    for pass in DrawingOrder(counts: zIndexCounts, budget: budget).passes {
      paint(pass, of: layout, annotated: annotated, to: output)
    }
    // What lies outside the content (a strip's off-screen part) is veiled, so it reads
    // as faint.
    out = ""
    for veil in bounds.parts(outside: content) {
      out +=
        "<rect x=\"\(n(veil.minX))\" y=\"\(n(veil.minY))\" width=\"\(n(veil.width))\" "
        + "height=\"\(n(veil.height))\" fill=\"#FFFFFF\" fill-opacity=\"0.7\"/>\n"
    }
    let v = layout.visibleRect
    out +=
      "<rect x=\"\(n(v.minX))\" y=\"\(n(v.minY))\" width=\"\(n(v.width))\" height=\"\(n(v.height))\" "
      + "fill=\"none\" stroke=\"#D93025\" stroke-width=\"2\" stroke-dasharray=\"6 4\"/>\n"
    output(out + "</svg>\n")
  }

  /// Paints the elements of one pass: as they come when it is one zIndex, else held and
  /// sorted by zIndex, ties in the layout's order. Elements without area are not drawn.
  private static func paint(
    _ pass: DrawingOrder.Pass, of layout: ComputedLayout, annotated: Bool, to output: (String) -> Void
  ) {
    var held: [(order: Int, element: LayoutAttributes)] = []
    var order = 0
    layout.model.forEachBatch(scroll: layout.scroll) { batch in
      var piece = ""
      for element in batch where pass.zIndices.contains(element.zIndex) {
        if pass.isSingleLayer {
          if element.frame.width > 0 && element.frame.height > 0 { piece += draw(element, annotated: annotated) }
        } else {
          held.append((order, element))
          order += 1
        }
      }
      if !piece.isEmpty { output(piece) }
    }
    held.sort { ($0.element.zIndex, $0.order) < ($1.element.zIndex, $1.order) }
    var piece = ""
    for (_, element) in held where element.frame.width > 0 && element.frame.height > 0 {
      piece += draw(element, annotated: annotated)
      if piece.utf8.count >= 1 << 16 {
        output(piece)
        piece = ""
      }
    }
    if !piece.isEmpty { output(piece) }
  }

  private static func draw(_ a: LayoutAttributes, annotated: Bool) -> String {
    let f = drawnFrame(a)
    var box = "x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\""
    if annotated { box += " class=\"element\" data-info=\"\(escape(info(a)))\"" }
    if a.alpha < 1 { box += " opacity=\"\(n(a.alpha))\"" }
    switch (a.id.category, a.id.kind) {
    case (.decoration, .listTopSeparator?), (.decoration, .listBottomSeparator?):
      // A hairline in its own colour, as the adapter's separator view fills it.
      return "<rect \(box) fill=\"\((a.backgroundColor ?? ListSeparatorConfiguration.defaultColor).hexString)\"/>\n"
    case (.decoration, _):
      let fill = a.backgroundColor?.hexString ?? backgroundColor
      return "<rect \(box) fill=\"\(fill)\" fill-opacity=\"0.35\" stroke=\"\(fill)\" stroke-width=\"1\"/>\n"
    case (.supplementary, var kind):
      // A list's header and footer are spelled as UIKit's kinds; drawn as any header and footer.
      if kind == .listSectionHeader { kind = .header }
      if kind == .listSectionFooter { kind = .footer }
      let fill = kind == .header ? headerColor : kind == .footer ? footerColor : badgeColor
      // Headers and footers are one per section; other kinds may be one per item or group,
      // so their label names the index path.
      let path = kind == .header || kind == .footer ? "\(a.id.section)" : "\(a.id.section).\(a.id.item)"
      let text = "\(kind?.rawValue ?? "supplementary") \(path)"
      return "<rect \(box) fill=\"\(fill)\" stroke=\"#FFFFFF\" stroke-width=\"1\"/>\n"
        + label(text, in: f, color: "#FFFFFF")
    case (.cell, _):
      let fill = cellPalette[a.id.section % cellPalette.count]
      return "<rect \(box) rx=\"2\" fill=\"\(fill)\" stroke=\"#FFFFFF\" stroke-width=\"1\"/>\n"
        + label("\(a.id.section).\(a.id.item)", in: f, color: "#FFFFFF")
    }
  }

  /// What hovering an element shows: what it is, its frame and zIndex.
  static func info(_ a: LayoutAttributes) -> String {
    let what: String
    switch a.id.category {
    case .cell: what = "item \(a.id.section).\(a.id.item)"
    case .supplementary: what = "\(a.id.kind?.rawValue ?? "supplementary") \(a.id.section).\(a.id.item)"
    case .decoration: what = "\(a.id.kind?.rawValue ?? "decoration") \(a.id.section).\(a.id.item)"
    }
    let f = a.frame
    return "\(what) · frame \(n(f.minX)), \(n(f.minY)), \(n(f.width)) × \(n(f.height)) · zIndex \(a.zIndex)"
  }

  /// The frame as drawn: a transform's scale (what effects set) applied around the centre.
  private static func drawnFrame(_ a: LayoutAttributes) -> Rect {
    let t = a.transform
    guard t != .identity else { return a.frame }
    let sx = (t.a * t.a + t.b * t.b).squareRoot()
    let sy = (t.c * t.c + t.d * t.d).squareRoot()
    let f = a.frame
    let w = f.width * sx
    let h = f.height * sy
    return Rect(x: f.midX - w / 2 + t.tx, y: f.midY - h / 2 + t.ty, width: w, height: h)
  }

  private static func label(_ text: String, in f: Rect, color: String) -> String {
    let size = min(12, f.height * 0.45, f.width / (Double(text.count) * 0.62))
    guard size >= 4 else { return "" }
    return "<text x=\"\(n(f.midX))\" y=\"\(n(f.midY + size * 0.35))\" font-size=\"\(n(size))\" "
      + "text-anchor=\"middle\" fill=\"\(color)\">\(escape(text))</text>\n"
  }

  /// A number with at most two decimals.
  static func n(_ v: Double) -> String {
    SpecNumber.format((v * 100).rounded() / 100)
  }

  static func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}

extension Rect {
  /// The parts of this rect outside `inner` (at most four bands: left, right, top, bottom).
  func parts(outside inner: Rect) -> [Rect] {
    var result: [Rect] = []
    if minX < inner.minX { result.append(Rect(x: minX, y: minY, width: inner.minX - minX, height: height)) }
    if maxX > inner.maxX { result.append(Rect(x: inner.maxX, y: minY, width: maxX - inner.maxX, height: height)) }
    let left = Swift.max(minX, inner.minX)
    let right = Swift.min(maxX, inner.maxX)
    if right > left {
      if minY < inner.minY { result.append(Rect(x: left, y: minY, width: right - left, height: inner.minY - minY)) }
      if maxY > inner.maxY {
        result.append(Rect(x: left, y: inner.maxY, width: right - left, height: maxY - inner.maxY))
      }
    }
    return result
  }
}
