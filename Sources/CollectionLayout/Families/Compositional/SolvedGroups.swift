/// The measured sizes one group's solve read (``GroupSolver/reads``), in the order it read
/// them: its items', by their offset from the group's first item, and its badges', by kind
/// and their item's offset. A read that found nothing is kept too: it steered the solve.
struct MeasuredReads {
  struct ItemRead {
    var offset: Int
    var size: Size?
  }

  struct BadgeRead {
    var kind: ElementKind
    var offset: Int
    var size: Size?
  }

  var items: [ItemRead] = []
  var badges: [BadgeRead] = []

  /// Whether the group whose first item is `first` (at index `cursor` or later of the
  /// section's measured items) finds the same measured sizes where these were read.
  ///
  /// - Complexity: O(reads), a binary search each (a hash for a badge).
  func match(
    at first: Int, cursor: Int, items measured: ItemSizes,
    badges measuredBadges: [CompositionalSectionLayout.SupplementaryKey: Size]
  ) -> Bool {
    for read in items where measured.size(of: first + read.offset, from: cursor) != read.size { return false }
    for read in badges where measuredBadges[.init(kind: read.kind, index: first + read.offset)] != read.size {
      return false
    }
    return true
  }
}

/// The groups one stamping run solved on their own (each holds a measured item or badge),
/// kept so that a later group whose measured sizes read the same is stamped from one of
/// them instead of being solved again: a feed scrolled through for a while has thousands
/// of measured rows, but few distinct heights.
///
/// Exact, not approximate: a solve depends on nothing but the section's group, the
/// container and the measured sizes it read (``GroupSolver/reads``), so a group that reads
/// the same sizes at the same offsets is solved the same, frame for frame. A solve that
/// reported a diagnostic is not kept, so every group that reports is solved and reports.
struct SolvedGroups {
  /// A solved group, relative to its origin, with what it read.
  struct Group {
    var reads: MeasuredReads
    /// The group's size (its estimated extents fitted to its content).
    var size: Size
    var stamp: GroupStamping.Stamp
    /// The stamp's badge kinds numbered in the run's attached elements.
    var kinds: [Int32]
  }

  /// How many of a group's first items the key looks at.
  static let keyedItems = 4
  /// The most groups kept under one key: groups whose keyed items read the same but whose
  /// later reads differ are solved once each up to this many, then solved every time.
  static let maximumPerKey = 8

  private var groups: [Int: [Group]] = [:]

  /// The key of the group whose first item is `first` (at index `cursor` or later of the
  /// section's measured items): the measured sizes among its first items (at most
  /// ``keyedItems`` of the template's `count`), mixed. Only a hint: a group found under it
  /// is used when its reads ``MeasuredReads/match(at:cursor:items:badges:)``.
  static func key(at first: Int, cursor: Int, count: Int, measured: ItemSizes) -> Int {
    var key: UInt64 = 0
    var k = cursor
    let end = first + Swift.min(count, keyedItems)
    func mix(_ word: UInt64) { key = (key ^ word) &* 0x9E37_79B9_7F4A_7C15 }
    while k < measured.items.count, measured.items[k] < end {
      mix(UInt64(truncatingIfNeeded: measured.items[k] - first))
      mix(measured.sizes[k].width.bitPattern)
      mix(measured.sizes[k].height.bitPattern)
      k += 1
    }
    return Int(truncatingIfNeeded: key)
  }

  /// A kept group the group at `first` would be solved into, if any.
  ///
  /// - Complexity: O(reads) for each of at most ``maximumPerKey`` groups under `key`.
  func group(
    at first: Int, cursor: Int, key: Int, measured: ItemSizes,
    badges: [CompositionalSectionLayout.SupplementaryKey: Size]
  ) -> Group? {
    groups[key]?.first { $0.reads.match(at: first, cursor: cursor, items: measured, badges: badges) }
  }

  /// Keeps `group` under `key`, unless the key holds ``maximumPerKey`` already.
  mutating func keep(_ group: Group, key: Int) {
    if groups[key, default: []].count < Self.maximumPerKey { groups[key, default: []].append(group) }
  }
}
