// One import gives an app everything it needs: the engine's values (effects, compositional
// sections, diagnostics) and, on Linux, HeadlessUIKit in UIKit's place — as on iOS, where
// `import CollectionLayoutUIKit` and `import UIKit` are all a file needs.
@_exported import CollectionLayout

#if !canImport(UIKit) && canImport(HeadlessUIKit)
@_exported import HeadlessUIKit
#endif
