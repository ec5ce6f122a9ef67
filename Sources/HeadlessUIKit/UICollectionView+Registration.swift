import Foundation

/// iOS 14's registrations: a view class (or nib) and the closure that configures it,
/// registered with the collection view the first time it is used (Apple's documentation of
/// `UICollectionView.CellRegistration`). A registration made while the collection view asks
/// for a cell or supplementary view is refused when used: Apple's documentation says not to
/// create one in a cell provider ("prevents cell reuse, and generates an exception in
/// iOS 15 and higher").
extension UICollectionView {
  /// A cell class and how to configure it for an item, as `UICollectionView.CellRegistration`.
  @preconcurrency @MainActor
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures `cell` for `itemIdentifier` at `indexPath`.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

    let handler: Handler
    let reuseIdentifier: String
    let nib: UINib?
    let madeDuringViewRequest: Bool

    /// A registration of `Cell` configured by `handler`.
    public init(handler: @escaping Handler) {
      self.init(nib: nil, handler: handler)
    }

    /// A registration of cells from `cellNib` (HeadlessUIKit cannot load nibs: dequeuing one
    /// is refused).
    public init(cellNib: UINib, handler: @escaping Handler) {
      self.init(nib: cellNib, handler: handler)
    }

    private init(nib: UINib?, handler: @escaping Handler) {
      self.handler = handler
      self.nib = nib
      reuseIdentifier = RegistrationIdentifiers.next(for: Cell.self)
      madeDuringViewRequest = RegistrationIdentifiers.viewRequests > 0
    }
  }

  /// A supplementary view class, its kind and how to configure it, as
  /// `UICollectionView.SupplementaryRegistration`.
  @preconcurrency @MainActor
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures `supplementaryView` of `elementKind` at `indexPath`.
    public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) ->
      Void

    let handler: Handler
    let elementKind: String
    let reuseIdentifier: String
    let nib: UINib?
    let madeDuringViewRequest: Bool

    /// A registration of `Supplementary` views of `elementKind` configured by `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.init(nib: nil, elementKind: elementKind, handler: handler)
    }

    /// A registration of supplementary views of `elementKind` from `supplementaryNib`.
    public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
      self.init(nib: supplementaryNib, elementKind: elementKind, handler: handler)
    }

    private init(nib: UINib?, elementKind: String, handler: @escaping Handler) {
      self.handler = handler
      self.elementKind = elementKind
      self.nib = nib
      reuseIdentifier = RegistrationIdentifiers.next(for: Supplementary.self)
      madeDuringViewRequest = RegistrationIdentifiers.viewRequests > 0
    }
  }

  /// A cell of `registration`'s class for `indexPath`, configured by its handler with
  /// `item` (not configured when `item` is `nil`), as `dequeueConfiguredReusableCell(using:for:item:)`.
  ///
  /// - Parameters:
  ///   - registration: The cell class (or nib) and its handler; registered on first use.
  ///   - indexPath: Where the cell goes.
  ///   - item: The item the handler configures the cell for.
  /// - Returns: A new or reused cell.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    refuseIfMadeDuringViewRequest(registration.madeDuringViewRequest, "cell registration of \(Cell.self)")
    let id = registration.reuseIdentifier
    if registeredByRegistration.insert(id).inserted {
      if let nib = registration.nib {
        register(nib, forCellWithReuseIdentifier: id)
      } else {
        register(Cell.self, forCellWithReuseIdentifier: id)
      }
    }
    let dequeued = dequeueReusableCell(withReuseIdentifier: id, for: indexPath)
    guard let cell = dequeued as? Cell else {
      // Only a nib cell (refused already) comes back as another class.
      return Cell()
    }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view of `registration`'s class and kind for `indexPath`, configured
  /// by its handler, as `dequeueConfiguredReusableSupplementary(using:for:)`.
  ///
  /// - Parameters:
  ///   - registration: The view class (or nib), its kind and its handler; registered on
  ///     first use.
  ///   - indexPath: Where the view goes.
  /// - Returns: A new or reused view.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    refuseIfMadeDuringViewRequest(
      registration.madeDuringViewRequest, "supplementary registration of \(Supplementary.self)")
    let id = registration.reuseIdentifier
    let kind = registration.elementKind
    if registeredByRegistration.insert(kind + "\u{0}" + id).inserted {
      if let nib = registration.nib {
        register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: id)
      } else {
        register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: id)
      }
    }
    let dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: id, for: indexPath)
    let view = dequeued as? Supplementary ?? Supplementary()
    registration.handler(view, kind, indexPath)
    return view
  }

  private func refuseIfMadeDuringViewRequest(_ made: Bool, _ what: String) {
    guard made else { return }
    reject(
      .registrationMadeDuringViewRequest,
      "a \(what) made while the collection view asked for a view: make registrations once, up front "
        + "(UIKit raises from iOS 15)")
  }

  /// Runs `body` as a request for a view from the data source (a registration made in it is
  /// refused when used).
  func requestingView<T>(_ body: () -> T) -> T {
    RegistrationIdentifiers.viewRequests += 1
    defer { RegistrationIdentifiers.viewRequests -= 1 }
    return body()
  }
}

/// The reuse identifiers registrations make, and whether a view request is under way.
@MainActor
enum RegistrationIdentifiers {
  private static var count = 0
  /// How many data-source view requests are under way (across collection views).
  static var viewRequests = 0

  /// A new identifier naming `type`.
  static func next(for type: Any.Type) -> String {
    count += 1
    return "registration-\(count)-\(type)"
  }
}
