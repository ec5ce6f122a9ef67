import HeadlessUIKit
import Testing

/// `NSDiffableDataSourceSectionSnapshot` against a tree of nodes written the obvious way:
/// random appends, inserts (of items and of subtrees), deletes, replacements, expansions and
/// collapses, after each of which the flat snapshot and the tree agree on every item's
/// order, level and parent and on which items are visible. The tree's rules are the
/// iPhoneOS 16.5 SDK header's.
@Suite("HeadlessUIKit: section snapshots against a tree")
struct HeadlessSectionSnapshotModelTests {
  /// The reference: each node holds its children.
  final class Node {
    let item: Int
    var children: [Node] = []
    var expanded = false
    weak var parent: Node?
    init(_ item: Int) { self.item = item }
  }

  /// A forest of nodes with the section snapshot's operations, the obvious way.
  struct Forest {
    var roots: [Node] = []

    func all(_ nodes: [Node]? = nil) -> [Node] { (nodes ?? roots).flatMap { [$0] + all($0.children) } }
    func node(_ item: Int) -> Node? { all().first { $0.item == item } }
    func visible(_ nodes: [Node]? = nil) -> [Int] {
      (nodes ?? roots).flatMap { [$0.item] + ($0.expanded ? visible($0.children) : []) }
    }
    func level(_ node: Node) -> Int { node.parent.map { level($0) + 1 } ?? 0 }

    mutating func insert(_ nodes: [Node], beside node: Node, after: Bool) {
      for n in nodes { n.parent = node.parent }
      if let parent = node.parent {
        let i = parent.children.firstIndex { $0 === node }! + (after ? 1 : 0)
        parent.children.insert(contentsOf: nodes, at: i)
      } else {
        let i = roots.firstIndex { $0 === node }! + (after ? 1 : 0)
        roots.insert(contentsOf: nodes, at: i)
      }
    }

    mutating func delete(_ node: Node) {
      if let parent = node.parent { parent.children.removeAll { $0 === node } } else { roots.removeAll { $0 === node } }
    }
  }

  /// A small deterministic generator.
  struct Random {
    var state: UInt64
    mutating func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(max(1, n)))
    }
  }

  static func expectAgree(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<Int>, _ forest: Forest, _ comment: Comment
  ) {
    let nodes = forest.all()
    #expect(snapshot.items == nodes.map(\.item), comment)
    #expect(snapshot.rootItems == forest.roots.map(\.item), comment)
    #expect(snapshot.visibleItems == forest.visible(), comment)
    for node in nodes {
      #expect(snapshot.level(of: node.item) == forest.level(node), comment)
      #expect(snapshot.parent(of: node.item) == node.parent?.item, comment)
      #expect(snapshot.isExpanded(node.item) == node.expanded, comment)
    }
  }

  @Test(arguments: 1...40)
  func everyOperationAgreesWithATreeOfNodes(seed: Int) {
    var random = Random(state: UInt64(seed))
    var snapshot = NSDiffableDataSourceSectionSnapshot<Int>()
    var forest = Forest()
    var made = 0
    func fresh(_ count: Int) -> [Int] {
      defer { made += count }
      return Array(made..<(made + count))
    }
    for step in 0..<60 {
      let nodes = forest.all()
      let target = nodes.isEmpty ? nil : nodes[random.next(nodes.count)]
      let operation = nodes.isEmpty ? 0 : random.next(9)
      var described = "\(operation)"
      switch operation {
      case 0:
        let items = fresh(1 + random.next(3))
        snapshot.append(items, to: target?.item)
        let new = items.map(Node.init)
        if let target {
          for n in new { n.parent = target }
          target.children += new
        } else {
          forest.roots += new
        }
        described = "append \(items) to \(String(describing: target?.item))"
      case 1, 2:
        let items = fresh(1 + random.next(2))
        let after = operation == 2
        after ? snapshot.insert(items, after: target!.item) : snapshot.insert(items, before: target!.item)
        forest.insert(items.map(Node.init), beside: target!, after: after)
        described = "insert \(items) \(after ? "after" : "before") \(target!.item)"
      case 3:
        snapshot.delete([target!.item])
        forest.delete(target!)
        described = "delete \(target!.item)"
      case 4:
        snapshot.expand([target!.item])
        target!.expanded = true
      case 5:
        snapshot.collapse([target!.item])
        target!.expanded = false
      case 6:
        // A subtree of fresh items (a parent with two children, the parent expanded).
        let items = fresh(3)
        var subtree = NSDiffableDataSourceSectionSnapshot<Int>()
        subtree.append([items[0]])
        subtree.append([items[1], items[2]], to: items[0])
        subtree.expand([items[0]])
        let parent = Node(items[0])
        parent.expanded = true
        parent.children = [Node(items[1]), Node(items[2])]
        for child in parent.children { child.parent = parent }
        let after = random.next(2) == 0
        after ? snapshot.insert(subtree, after: target!.item) : snapshot.insert(subtree, before: target!.item)
        forest.insert([parent], beside: target!, after: after)
        described = "insert subtree \(items) \(after ? "after" : "before") \(target!.item)"
      case 7:
        let items = fresh(2)
        var children = NSDiffableDataSourceSectionSnapshot<Int>()
        children.append(items)
        snapshot.replace(childrenOf: target!.item, using: children)
        target!.children = items.map(Node.init)
        for child in target!.children { child.parent = target }
        described = "replace children of \(target!.item) by \(items)"
      default:
        // A subtree taken out and compared: its items, levels from 0, its roots parentless.
        let taken = snapshot.snapshot(of: target!.item)
        var sub = Forest()
        sub.roots = target!.children
        #expect(taken.items == sub.all().map(\.item), "seed \(seed) step \(step): snapshot(of: \(target!.item))")
        #expect(taken.rootItems == target!.children.map(\.item))
        #expect(
          taken.items.allSatisfy { taken.level(of: $0) == forest.level(forest.node($0)!) - forest.level(target!) - 1 })
        described = "snapshot of \(target!.item)"
      }
      Self.expectAgree(snapshot, forest, "seed \(seed) step \(step): \(described)")
    }
  }
}
