import Foundation

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

// What a test may observe of a collection view on both platforms. HeadlessUIKit records it;
// on UIKit the same question is answered from UIKit's public API, so each test that uses
// these runs unchanged on an iOS simulator.

#if canImport(UIKit)

/// An element on screen, as HeadlessUIKit names it.
struct DisplayedElement: Hashable, CustomStringConvertible {
  var category: UICollectionView.ElementCategory
  var kind: String?
  var indexPath: IndexPath

  /// `<kind or "cell"> [section, item]`, as HeadlessUIKit prints it.
  var description: String { "\(kind ?? "cell") \(indexPath)" }
}

extension UICollectionView {
  /// What UIKit refused. UIKit raises an Objective-C exception instead of recording, which
  /// ends the test run there and then, so a test that gets this far saw none.
  var refusals: [String] { [] }

  /// The attributes of every element on screen: the layout's answer for the visible rect,
  /// which is what UIKit applies to the views it shows.
  var shownAttributes: [DisplayedElement: UICollectionViewLayoutAttributes] {
    layoutIfNeeded()
    var shown: [DisplayedElement: UICollectionViewLayoutAttributes] = [:]
    for attributes in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [] {
      let element = DisplayedElement(
        category: attributes.representedElementCategory, kind: attributes.representedElementKind,
        indexPath: attributes.indexPath)
      shown[element] = attributes
    }
    return shown
  }
}

#elseif canImport(HeadlessUIKit)

extension UICollectionView {
  /// What HeadlessUIKit refused where UIKit would raise, one line each.
  var refusals: [String] { headlessRejections.map(\.description) }

  /// The attributes applied to every element on screen.
  var shownAttributes: [DisplayedElement: UICollectionViewLayoutAttributes] { headlessDisplayedAttributes }
}

#endif
