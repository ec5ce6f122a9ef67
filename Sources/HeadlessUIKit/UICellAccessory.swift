import Foundation

/// A control or mark beside a list row's content, as UIKit's `UICellAccessory` (iOS 14): a
/// ``UICollectionViewListCell``'s `accessories`. Headless, nothing is drawn; an outline
/// disclosure is tapped through `UICollectionView.headlessTapOutlineDisclosure(at:)`, a
/// delete control through `headlessTapDeleteAccessory(at:)`.
public struct UICellAccessory {
  /// What a tap on the accessory runs.
  public typealias ActionHandler = () -> Void

  /// When the accessory shows.
  public enum DisplayedState: Hashable, Sendable {
    /// Always.
    case always
    /// While the collection view is editing.
    case whenEditing
    /// While it is not.
    case whenNotEditing

    /// Whether the accessory shows while the collection view is `editing` or not.
    func shows(editing: Bool) -> Bool {
      switch self {
      case .always: true
      case .whenEditing: editing
      case .whenNotEditing: !editing
      }
    }
  }

  /// The width reserved for the accessory, so rows line up.
  public enum LayoutDimension: Hashable, Sendable {
    /// Its own width.
    case actual
    /// The system's standard width.
    case standard
    /// A given width.
    case custom(CGFloat)
  }

  /// The options most accessories share: whether hidden, the width reserved and the tint
  /// (HeadlessUIKit's one type behind UIKit's several; `ReorderOptions`' vertical separator
  /// is not modelled).
  public struct HeadlessStandardOptions {
    /// Whether the accessory is hidden (its width still reserved).
    public var isHidden: Bool
    /// The width reserved for it.
    public var reservedLayoutWidth: LayoutDimension
    /// Its tint.
    public var tintColor: UIColor?

    /// Options; `nil` keeps the default (shown, standard width, the cell's tint).
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }
  /// A disclosure indicator's options.
  public typealias DisclosureIndicatorOptions = HeadlessStandardOptions
  /// A checkmark's options.
  public typealias CheckmarkOptions = HeadlessStandardOptions
  /// A reorder control's options.
  public typealias ReorderOptions = HeadlessStandardOptions

  /// An outline disclosure's options.
  public struct OutlineDisclosureOptions {
    /// Which look, as UIKit's `OutlineDisclosureOptions.Style`.
    public enum Style: Hashable, Sendable {
      /// A header's look for a parent with children, a cell's otherwise.
      case automatic
      /// A header's look; the whole row toggles.
      case header
      /// A cell's look; only the control toggles.
      case cell
    }
    /// Which look.
    public var style: Style
    /// The options every accessory has.
    var common: HeadlessStandardOptions
    /// Whether the control is hidden (its width still reserved).
    public var isHidden: Bool {
      get { common.isHidden }
      set { common.isHidden = newValue }
    }
    /// The width reserved for it.
    public var reservedLayoutWidth: LayoutDimension {
      get { common.reservedLayoutWidth }
      set { common.reservedLayoutWidth = newValue }
    }
    /// Its tint.
    public var tintColor: UIColor? {
      get { common.tintColor }
      set { common.tintColor = newValue }
    }

    /// Options; `nil` keeps the default (automatic, shown, standard width).
    public init(
      style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.style = style ?? .automatic
      self.common = HeadlessStandardOptions(
        isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth, tintColor: tintColor)
    }
  }

  /// Which accessory it is, with what only that kind has.
  public enum Kind {
    /// A disclosure indicator.
    case disclosureIndicator
    /// A checkmark.
    case checkmark
    /// A reorder control.
    case reorder
    /// A delete control, with its action.
    case delete(ActionHandler?)
    /// An outline disclosure, with its style and action (`nil`: the data source's expansion).
    case outlineDisclosure(OutlineDisclosureOptions.Style, ActionHandler?)
  }

  /// Which accessory it is (HeadlessUIKit's own view of it).
  public let kind: Kind
  /// When it shows.
  public let displayed: DisplayedState
  /// Whether hidden, the width reserved and the tint.
  public let options: HeadlessStandardOptions

  /// A disclosure indicator.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory { UICellAccessory(kind: .disclosureIndicator, displayed: displayed, options: options) }

  /// A checkmark.
  public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions())
    -> UICellAccessory
  { UICellAccessory(kind: .checkmark, displayed: displayed, options: options) }

  /// A reorder control, shown while editing by default.
  public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions())
    -> UICellAccessory
  { UICellAccessory(kind: .reorder, displayed: displayed, options: options) }

  /// A delete control's options: the common ones and a background colour.
  public struct DeleteOptions {
    /// The options every accessory has.
    var common: HeadlessStandardOptions
    /// The control's background.
    public var backgroundColor: UIColor?

    /// Options; `nil` keeps the default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      common = HeadlessStandardOptions(
        isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth, tintColor: tintColor)
      self.backgroundColor = backgroundColor
    }
  }

  /// A delete control, shown while editing by default.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory { UICellAccessory(kind: .delete(actionHandler), displayed: displayed, options: options.common) }

  /// An outline disclosure: a tap runs `actionHandler`, or without one, expands or collapses
  /// the row's item in its diffable data source's section snapshot.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .outlineDisclosure(options.style, actionHandler), displayed: displayed, options: options.common)
  }
}
