import CollectionLayout
import LayoutSpec
import Testing

/// Spec files decode to the values they say, and bad ones fail with one precise line.
@Suite struct SpecDecodingTests {
  static let minimal = """
    container: {width: 320, height: 480}
    layout: {split: {}}
    sections: []
    """

  @Test func yamlAndJSONDecodeAlike() throws {
    let yaml = try Spec.decode(
      """
      container: {width: 320, height: 480, layoutDirection: rtl, contentInset: 4}
      layout: {split: {leftSideRatio: 0.25, splitSpacing: 6, sectionInsetReference: fromContentInset}}
      sections:
        - {side: right, items: {count: 3, size: {width: 10, height: 20}}, backgroundColor: "#FF0080"}
      """, file: "a.yaml")
    let json = try Spec.decode(
      """
      {"container": {"width": 320, "height": 480, "layoutDirection": "rtl", "contentInset": 4},
       "layout": {"split": {"leftSideRatio": 0.25, "splitSpacing": 6, "sectionInsetReference": "fromContentInset"}},
       "sections": [{"side": "right", "items": {"count": 3, "size": {"width": 10, "height": 20}}, "backgroundColor": "#FF0080"}]}
      """, file: "a.json")
    for spec in [yaml, json] {
      #expect(spec.container.layoutDirection == .rightToLeft)
      #expect(spec.container.contentInset == LayoutEdgeInsets(all: 4))
      guard case .split(let split) = spec.layout else { Issue.record("not split"); return }
      #expect(split.leftSideRatio.portrait == 0.25)
      #expect(split.configuration.splitSpacing == 6)
      #expect(split.configuration.sectionInsetReference == .fromContentInset)
      #expect(spec.sections[0].side == .right)
      #expect(spec.sections[0].items.count == 3)
      #expect(spec.sections[0].backgroundColor == LayoutColor(rgb: 0xFF0080))
    }
  }

  @Test func itemFormsAndAdaptiveValues() throws {
    let spec = try Spec.decode(
      """
      container: {width: 300, height: 200}
      layout: {split: {leftSideRatio: {portrait: 1, landscape: 0.5}, sectionInset: 10, minimumInterItemSpacing: 10}}
      sections:
        - items: [{width: 1, height: 2}, {width: 3, height: 4}]
        - items: {count: 4, perLine: {portrait: 2, landscape: 3}, aspectRatio: 2}
        - {items: {count: 2, perLine: 1, height: 7}, header: {width: full, height: 5}}
      """, file: "f.yaml")
    let landscape = ComputedLayout(spec: spec)
    // Landscape: ratio 0.5 → columns of 150; three to a line: Int(150 − 20 − 20) / 3 = 36.
    #expect(
      landscape.model.attributes(for: .cell(section: 1, item: 0), scroll: landscape.scroll)?.frame.size
        == Size(width: 36, height: 18))
    #expect(
      landscape.model.attributes(for: .supplementary(.header, section: 2), scroll: landscape.scroll)?.frame.width
        == 150)
    let portrait = ComputedLayout(spec: spec, width: 200, height: 300)
    // Portrait: ratio 1 → one column of 200; two to a line: Int(200 − 20 − 10) / 2 = 85.
    #expect(
      portrait.model.attributes(for: .cell(section: 1, item: 0), scroll: portrait.scroll)?.frame.size
        == Size(width: 85, height: 42.5))
    #expect(
      portrait.model.attributes(for: .cell(section: 2, item: 1), scroll: portrait.scroll)?.frame.size
        == Size(width: 180, height: 7))
  }

  /// Each bad file gives one error naming the file, the field's path, what was expected
  /// and what was found.
  @Test(arguments: [
    (
      "container: {width: 320, height: 480}\nlayout: {split: {}}\nsections:\n  - {items: {count: 2, size: {width: 1, height: 1}}}\n  - {items: {count: 2, size: {width: 1, height: 1}}}\n  - {items: {count: abc, size: {width: 1, height: 1}}}",
      "bad.yaml: sections[2].items.count (line 6): expected a non-negative integer, at most 10,000,000, found \"abc\""
    ),
    (
      "container: {width: -1, height: 480}\nlayout: {split: {}}\nsections: []",
      "bad.yaml: container.width (line 1): expected a number ≥ 0, found -1"
    ),
    (
      "container: {width: 1, height: 1}\nlayout: {split: {leftSideRatoi: 0.4}}\nsections: []",
      "bad.yaml: layout.split.leftSideRatoi (line 2): unknown field; expected one of leftSideRatio, splitSpacing, columnRatios, minimumInterItemSpacing, minimumItemLineSpacing, sectionInset, sectionInsetReference, isNormalizingLineHeight, sectionPinToVisibleBounds, sectionFooterPinToVisibleBounds"
    ),
    (
      "container: {width: 1, height: 1}\nlayout: {split: {}}\nsections: [{side: middle, items: []}]",
      "bad.yaml: sections[0].side (line 3): expected left or right, found \"middle\""
    ),
    (
      "container: {width: 1, height: 1}\nlayout: {split: {}}\nsections: [{items: [], backgroundColor: red}]",
      "bad.yaml: sections[0].backgroundColor (line 3): expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", found \"red\""
    ),
    (
      "container: {width: 1, height: 1}\nlayout: {split: {}}\nsections: [{items: {count: 2}}]",
      "bad.yaml: sections[0].items (line 3): expected \"size\", \"perLine\", \"aspectRatio\" or \"cycle\" beside \"count\""
    ),
    (
      "container: {width: 1, height: 1}\nlayout: {split: {}}\nsections: [{items: [], header: {width: half, height: 3}}]",
      "bad.yaml: sections[0].header.width (line 3): expected full, found \"half\""
    ),
    (
      "container: {width: 1, height: 1}\nlayout: {grid: {}}\nsections: []",
      "bad.yaml: layout.grid (line 2): unknown field; expected one of split, stacked, compositional, scrollable"
    ),
    (
      "container: {width: 1, height: 1}\nlayout:\n  compositional: {section: {group: {diagonal: {}}}}\nsections: []",
      "bad.yaml: layout.compositional.section.group.diagonal (line 3): unknown field; expected one of horizontal, vertical, custom"
    ),
    (
      "container: {width: 1, height: 1}\nlayout:\n  compositional:\n    section:\n      contentInsetsReference: margins\n      group: {horizontal: {layoutSize: {widthDimension: {absolute: 1}, heightDimension: {absolute: 1}}, subitems: [{item: {layoutSize: {widthDimension: {absolute: 1}, heightDimension: {absolute: 1}}}}]}}\nsections: []",
      "bad.yaml: layout.compositional.section.contentInsetsReference (line 5): expected automatic or none or safeArea or layoutMargins or readableContent, found \"margins\""
    ),
    (
      "container: {width: 1, height: 1}\nlayout:\n  compositional:\n    section:\n      orthogonalScrollingProperties: {decelerationRate: slow}\n      group: {horizontal: {layoutSize: {widthDimension: {absolute: 1}, heightDimension: {absolute: 1}}, subitems: [{item: {layoutSize: {widthDimension: {absolute: 1}, heightDimension: {absolute: 1}}}}]}}\nsections: []",
      "bad.yaml: layout.compositional.section.orthogonalScrollingProperties.decelerationRate (line 5): expected automatic, normal, fast or a number, found \"slow\""
    ),
    (
      "container: {width: 1, height: 1}\nlayout: {compositional: {}}\nsections:\n  - items: 3",
      "bad.yaml: sections[0] (line 4): missing required field \"section\" (layout.compositional has no section for all)"
    ),
    (
      """
      container: {width: 1, height: 1}
      layout:
        compositional:
          section:
            group:
              horizontal:
                layoutSize: {widthDimension: {fractionalWidth: half}, heightDimension: {absolute: 44}}
                subitems: []
      sections: []
      """,
      "bad.yaml: layout.compositional.section.group.horizontal.layoutSize.widthDimension.fractionalWidth (line 7): expected a number, found \"half\""
    ),
    (
      """
      container: {width: 1, height: 1}
      layout:
        compositional:
          section:
            group:
              vertical:
                layoutSize: {widthDimension: {absolute: 1}, heightDimension: {absolute: 1}}
                subitems: []
                count: 2
      sections: []
      """,
      "bad.yaml: layout.compositional.section.group.vertical.count (line 9): \"count\" needs \"subitem\" or \"repeatingSubitem\" (one subitem repeated)"
    ),
    (
      """
      container: {width: 1, height: 1}
      layout:
        compositional:
          section:
            group:
              custom:
                layoutSize: {widthDimension: {absolute: 1}, heightDimension: {absolute: 1}}
                items: []
                supplementaryItems:
                  - {elementKind: tag, layoutSize: {widthDimension: {absolute: 1}, heightDimension: {absolute: 1}}, containerAnchor: {edges: [middle]}}
      sections: []
      """,
      "bad.yaml: layout.compositional.section.group.custom.supplementaryItems[0].containerAnchor.edges[0] (line 10): expected top or leading or bottom or trailing or all, found \"middle\""
    ),
    (
      "container: {width: 1, height: 1}\nlayout: {compositional: {section: {list: {appearance: plain, showsSeparators: 1}}}}\nsections: []",
      "bad.yaml: layout.compositional.section.list.showsSeparators (line 2): expected true or false, found 1"
    ),
    (
      "container: {width: 1, height: 1}\nlayout: {compositional: {section: {list: {appearance: fancy}}}}\nsections: []",
      "bad.yaml: layout.compositional.section.list.appearance (line 2): expected plain or grouped or insetGrouped or sidebar or sidebarPlain, found \"fancy\""
    ),
    (
      """
      container: {width: 1, height: 1}
      layout: {compositional: {}}
      sections:
        - items: 1
          section:
            list: {appearance: plain}
            group: {vertical: {layoutSize: {widthDimension: {absolute: 1}, heightDimension: {absolute: 1}}, subitems: []}}
      """,
      "bad.yaml: sections[0].section.group (line 7): cannot be combined with \"list\""
    ),
    (
      "container: {width: 1, height: 1}\nlayout: {compositional: {}}\nsections:\n  - {items: 3, measured: [{item: 1, width: -2, height: 3}]}",
      "bad.yaml: sections[0].measured[0].width (line 4): expected a number ≥ 0, found -2"
    ),
    (
      "container: {width: 1, height: 1}\nlayout: {scrollable: {}}\nsections: [{items: 3}]\nscroll: {sectionOffsets: {two: 5}}",
      "bad.yaml: scroll.sectionOffsets.two (line 4): expected a section index (a whole number ≥ 0) as the key, found \"two\""
    ),
    (
      "container: {width: 1, height: 1}\nlayout: {scrollable: {}}\nsections: [{items: 3, scrolling: {snapping: sticky}}]",
      "bad.yaml: sections[0].scrolling.snapping (line 3): expected none or continuous or continuousGroupLeadingBoundary or paging or groupPaging or groupPagingCentered, found \"sticky\""
    ),
    (
      "container: {width: 1, height: 1}\nlayout: {split: {}}\nsections: [{items: 3, wraps: true}]",
      "bad.yaml: sections[0].wraps (line 3): unknown field; expected one of side, items, header, footer, inset, minimumInterItemSpacing, minimumItemLineSpacing, backgroundColor, plugin, effects"
    ),
    (
      "container: {width: 1, height: 1}\nlayout: {split: {}}\nsections: []\nshortContentAlignment: bottom",
      "bad.yaml: shortContentAlignment (line 4): expected start or end, found \"bottom\""
    ),
    (
      "container: {width: 1, height: 1, reduceMotion: 3}\nlayout: {split: {}}\nsections: []",
      "bad.yaml: container.reduceMotion (line 1): expected true or false, found 3"
    ),
    ("layout: {split: {}}\nsections: []", "bad.yaml: (line 1): missing required field \"container\""),
    ("container: [1, 2", "bad.yaml: is not valid JSON or YAML: did not find expected ',' or ']' at line 2, column 1"),
    ("", "bad.yaml: expected an object, found an empty file"),
    // Fields a scrollable section would ignore are refused.
    (
      "container: {width: 1, height: 1}\nlayout: {scrollable: {}}\nsections: [{items: 3, side: right}]",
      "bad.yaml: sections[0].side (line 3): unknown field; expected one of items, header, footer, inset, minimumInterItemSpacing, backgroundColor, wraps, scrolling"
    ),
    (
      "container: {width: 1, height: 1}\nlayout: {scrollable: {}}\nsections: [{items: 3, plugin: flow}]",
      "bad.yaml: sections[0].plugin (line 3): unknown field; expected one of items, header, footer, inset, minimumInterItemSpacing, backgroundColor, wraps, scrolling"
    ),
    (
      "container: {width: 1, height: 1}\nlayout: {scrollable: {}}\nsections: [{items: 3, effects: [fade]}]",
      "bad.yaml: sections[0].effects (line 3): unknown field; expected one of items, header, footer, inset, minimumInterItemSpacing, backgroundColor, wraps, scrolling"
    ),
    (
      "container: {width: 1, height: 1}\nlayout: {scrollable: {}}\nsections: [{items: 3, minimumItemLineSpacing: 4}]",
      "bad.yaml: sections[0].minimumItemLineSpacing (line 3): unknown field; expected one of items, header, footer, inset, minimumInterItemSpacing, backgroundColor, wraps, scrolling"
    ),
    (
      "container: {width: 1, height: 1}\nlayout: {scrollable: {}}\nsections: [{items: 3, backgroundColor: \"#FF0000\"}]",
      "bad.yaml: sections[0].backgroundColor (line 3): expected layout.scrollable.showsSectionBackgrounds: true beside a backgroundColor (without it no background is drawn), found it false"
    ),
    (
      "container: {width: 1, height: 1}\nlayout: {split: {}}\nsections: [{items: {count: 1, perLine: 0}}]",
      "bad.yaml: sections[0].items.perLine (line 3): expected an integer from 1 to 1000, found 0"
    ),
  ])
  func badFileGivesOnePreciseLine(text: String, message: String) {
    #expect(throws: SpecError.self) { try Spec.decode(text, file: "bad.yaml") }
    do {
      _ = try Spec.decode(text, file: "bad.yaml")
    } catch {
      #expect(error.description == message)
      #expect(!error.description.contains("\n"))
    }
  }

  /// The 10,000,000-item cap is on the whole spec: 100 sections of 10M items each (a few KB)
  /// are refused at the section that passes it, before anything is allocated for them.
  @Test func theItemCapCountsEverySection() {
    let section = "  - {items: {count: 10000000, size: {width: 1, height: 1}}}\n"
    let text =
      "container: {width: 320, height: 480}\nlayout: {split: {}}\nsections:\n"
      + String(repeating: section, count: 100)
    do {
      _ = try Spec.decode(text, file: "many.yaml")
      Issue.record("a spec of 1,000,000,000 items was accepted")
    } catch {
      #expect(
        error.description
          == "many.yaml: sections[1] (line 5): expected at most 10,000,000 items in all sections, found 20,000,000 up to this one"
      )
    }
    // Exactly the cap, over two sections, is fine.
    let half = "  - {items: {count: 5000000, size: {width: 1, height: 1}}}\n"
    let atCap = "container: {width: 320, height: 480}\nlayout: {split: {}}\nsections:\n" + half + half
    #expect(throws: Never.self) { try Spec.decode(atCap, file: "cap.yaml") }
  }

  @Test func quotedNumbersAreStrings() {
    let text = "container: {width: \"320\", height: 480}\nlayout: {split: {}}\nsections: []"
    #expect(throws: SpecError.self) { try Spec.decode(text, file: "q.yaml") }
  }

  /// `showsSeparators` and `separatorColor` reach a list section's separators.
  @Test func listSeparatorsFollowTheirFields() throws {
    func separators(_ list: String) throws -> [LayoutAttributes] {
      let text =
        "container: {width: 375, height: 667}\nlayout: {compositional: {section: {list: \(list)}}}\n"
        + "sections: [{items: 3}]"
      return ComputedLayout(spec: try Spec.decode(text, file: "l.yaml")).elements().filter {
        $0.id.kind == .listBottomSeparator
      }
    }
    #expect(try separators("{appearance: plain}").count == 2)
    #expect(try separators("{appearance: plain, showsSeparators: false}").isEmpty)
    let red = try separators("{appearance: plain, separatorColor: \"#FF000080\"}")
    #expect(red.count == 2 && red.allSatisfy { $0.backgroundColor?.hexString == "#FF000080" })
    #expect(throws: SpecError.self) { try separators("{appearance: plain, separatorColor: red}") }
  }

  /// `backgroundColor` reaches a list section's background; without it, the appearance's.
  @Test func listBackgroundsFollowTheirField() throws {
    func backgrounds(_ list: String) throws -> [String?] {
      let text =
        "container: {width: 375, height: 667}\nlayout: {compositional: {section: {list: \(list)}}}\n"
        + "sections: [{items: 3}, {items: 1}]"
      return ComputedLayout(spec: try Spec.decode(text, file: "l.yaml")).elements().filter {
        $0.id.kind == .listBackground
      }.map { $0.backgroundColor?.hexString }
    }
    #expect(try backgrounds("{appearance: plain}") == ["#FFFFFF", "#FFFFFF"])
    #expect(try backgrounds("{appearance: insetGrouped}") == ["#F2F2F7", "#F2F2F7"])
    #expect(try backgrounds("{appearance: grouped, backgroundColor: \"#10203040\"}") == ["#10203040", "#10203040"])
    #expect(throws: SpecError.self) { try backgrounds("{appearance: plain, backgroundColor: 7}") }
  }

  /// `shortContentAlignment: end` rests short content above the bottom inset, in every
  /// layout kind; the content fills the container less its adjusted inset.
  @Test(arguments: ["split: {}", "stacked: {plugin: list}", "scrollable: {}"])
  func shortContentRestsAtTheEndWhenTheSpecSaysSo(_ layout: String) throws {
    func computed(_ alignment: String) throws -> ComputedLayout {
      ComputedLayout(
        spec: try Spec.decode(
          """
          container: {width: 320, height: 480, safeArea: {top: 40, bottom: 30}, contentInset: {bottom: 50}}
          layout: {\(layout)}
          shortContentAlignment: \(alignment)
          sections: [{items: [{width: 100, height: 60}, {width: 100, height: 40}]}]
          """, file: "chat.yaml"))
    }
    let end = try computed("end")
    let start = try computed("start")
    #expect(end.spec.shortContentAlignment == .end)
    #expect(end.model.contentSize.height == 480 - 40 - 30 - 50)
    let shift = end.model.contentSize.height - start.model.contentSize.height
    #expect(shift > 0)
    let frames = start.elements().map { $0.frame.offsetBy(dx: 0, dy: shift) }
    #expect(end.elements().map(\.frame) == frames)
  }

  /// `container.reduceMotion: true` is the device's Reduce Motion setting: a parallax stops
  /// (the cells rest where the layout put them) and a fade goes on.
  @Test func reduceMotionStopsParallaxAndKeepsTheFade() throws {
    func computed(_ reduceMotion: Bool) throws -> ComputedLayout {
      ComputedLayout(
        spec: try Spec.decode(
          """
          container: {width: 320, height: 480, contentOffset: {x: 0, y: 100}, reduceMotion: \(reduceMotion)}
          layout: {stacked: {plugin: list}}
          sections: [{items: {count: 12, size: {width: 100, height: 80}}, effects: [parallax, fade]}]
          """, file: "motion.yaml"))
    }
    let reduced = try computed(true)
    let full = try computed(false)
    #expect(reduced.spec.container.reducesMotion)
    #expect(!full.spec.container.reducesMotion)
    let cells = reduced.elements().filter { $0.id.category == .cell }
    #expect(cells.first { $0.id.item == 3 }?.frame.minY == 240)
    #expect(cells.first { $0.id.item == 6 }?.alpha == (100 - 480 + 480) / 200.0)
    let moved = try #require(full.elements().first { $0.id == .cell(section: 0, item: 3) })
    #expect(moved.frame.minY == 240 + 50)
  }

  @Test func minimalSpecIsValid() throws {
    let spec = try Spec.decode(Self.minimal, file: "m.yaml")
    let layout = ComputedLayout(spec: spec)
    #expect(layout.model.contentSize == Size(width: 320, height: 0))
    #expect(layout.scroll.contentOffset == .zero)
  }
}
