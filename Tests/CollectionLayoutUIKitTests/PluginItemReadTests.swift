import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// The plugin layout reads a built-in plugin's items with the plugin's delegate held for
/// the relayout, not through the plugin (PluginItemReads.swift). These tests hold it to
/// what asking the plugin per item gives: a subclass that overrides nothing is asked per
/// item, so the two layouts must agree; a subclass that overrides
/// `itemInput(at:layout:)` must be heard.
@MainActor
@Suite("Plugin layout: items read through the built-in plugins' delegates")
struct PluginItemReadTests {
  // Subclasses that override nothing: the layout asks them per item (a subclass may
  // override `itemInput(at:layout:)`, which the tests below hold it to).
  final class AskedFlow: FlowLayoutPlugin {}
  final class AskedGrid: GridLayoutPlugin {}
  final class AskedStaggered: StaggeredLayoutPlugin {}
  final class AskedMosaic: MosaicLayoutPlugin {}

  /// A flow plugin whose items are all 30 × 20, whatever the delegate says.
  final class FixedSizeFlow: FlowLayoutPlugin {
    override func itemInput(at indexPath: IndexPath, layout: PluginLayout) -> ItemInput {
      ItemInput(size: Size(width: 30, height: 20))
    }
  }

  /// Four sections (flow, grid, staggered, mosaic) whose items differ in size, aspect
  /// ratio, line fraction and whether they may be big; counts the delegate's item calls.
  final class Controller: UICollectionViewController, PluginLayoutDelegate, GridLayoutDelegate,
    StaggeredLayoutDelegate, MosaicLayoutDelegate
  {
    var plugins: [PluginType] = []
    var itemCalls = 0

    init() { super.init(collectionViewLayout: PluginLayout()) }
    /// Not made from an archive; UIKit requires the initialiser of every subclass that adds one.
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { plugins.count }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      40
    }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: PluginLayout, pluginForSectionAt section: Int
    ) -> PluginType? { plugins[section] }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      itemCalls += 1
      return CGSize(width: 40 + CGFloat(indexPath.item % 7) * 19, height: 30 + CGFloat(indexPath.item % 4) * 11)
    }
    func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, lineCountForSectionAt section: Int)
      -> Int
    { 3 }
    func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, aspectRatioAt indexPath: IndexPath)
      -> CGFloat
    {
      itemCalls += 1
      return [1, 1.5, 0.75, 2, 0.5][indexPath.item % 5]
    }
    func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, lineFractionAt indexPath: IndexPath)
      -> Int
    { 1 + indexPath.item % 4 }
    func collectionView(_ collectionView: UICollectionView, layout: PluginLayout, canBeBigAt indexPath: IndexPath)
      -> Bool
    { indexPath.item % 3 == 0 }
  }

  /// Every element's frame of a controller showing `plugins`, and the delegate's item calls.
  func layOut(_ plugins: (Controller) -> [PluginType]) -> (frames: [ElementKey: CGRect], itemCalls: Int) {
    let controller = Controller()
    controller.plugins = plugins(controller)
    controller.show(width: 390, height: 844)
    return (controller.collectionViewLayout.allFrames(), controller.itemCalls)
  }

  @Test func builtInPluginsLayOutAsPluginsAskedPerItem() {
    let read = layOut {
      [
        FlowLayoutPlugin(delegate: $0), GridLayoutPlugin(delegate: $0), StaggeredLayoutPlugin(delegate: $0),
        MosaicLayoutPlugin(delegate: $0),
      ]
    }
    let asked = layOut {
      [AskedFlow(delegate: $0), AskedGrid(delegate: $0), AskedStaggered(delegate: $0), AskedMosaic(delegate: $0)]
    }
    #expect(read.frames.count == 4 * 40)
    #expect(read.frames == asked.frames)
    // Once per item (size, or aspect ratio), either way.
    #expect(read.itemCalls == 4 * 40)
    #expect(asked.itemCalls == 4 * 40)
  }

  @Test func aSubclassThatOverridesItemInputIsHeard() {
    let fixed = layOut { [FixedSizeFlow(delegate: $0)] }
    // (CGSize is not Hashable in UIKit's SDK, so no set of sizes.)
    #expect(fixed.frames.count == 40)
    #expect(fixed.frames.values.allSatisfy { $0.size == CGSize(width: 30, height: 20) })
    #expect(fixed.itemCalls == 0)

    /// No item big: the mosaic's columns, one width. (The delegate makes every third big.)
    final class NoneBig: MosaicLayoutPlugin {
      override func itemInput(at indexPath: IndexPath, layout: PluginLayout) -> ItemInput {
        ItemInput(aspectRatio: 1, canBeBig: false)
      }
    }
    let noneBig = layOut { [NoneBig(delegate: $0)] }
    let widths = Set(noneBig.frames.values.map(\.width))
    let delegates = Set(layOut { [MosaicLayoutPlugin(delegate: $0)] }.frames.values.map(\.width))
    #expect(noneBig.frames.count == 40)
    #expect(widths.count == 1)
    #expect(delegates.count > 1)
    #expect(noneBig.itemCalls == 0)
  }

  @Test func aGridPluginOnAFlowDelegateMakesSquareWholeLines() {
    // Without a grid delegate the plugin reads every item as one line, square (as before
    // the readers: asked per item, it answered `ItemInput()`).
    final class FlowOnly: NSObject, UICollectionViewDelegateFlowLayout {}
    let flowOnly = FlowOnly()
    let grid = layOut { _ in [GridLayoutPlugin(delegate: flowOnly)] }
    let asked = layOut { _ in [AskedGrid(delegate: flowOnly)] }
    #expect(grid.frames == asked.frames)
    #expect(grid.frames.count == 40)
    #expect(grid.frames.values.allSatisfy { $0.size == CGSize(width: 390, height: 390) })
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
