import CollectionLayout
import CollectionLayoutUIKit
import Testing

#if canImport(UIKit)
import UIKit
#elseif canImport(HeadlessUIKit)
import HeadlessUIKit
#endif

#if canImport(UIKit) || canImport(HeadlessUIKit)

/// BuildingAChat.md's `MessageCell`, which the article leaves to the reader. UIKit would size
/// it with Auto Layout from its label; here every 30 characters are a 20-point line, under 16
/// points of padding.
final class MessageCell: UICollectionViewCell {
  var text: String?

  override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    let fitted = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
    let lines = max(1, ((text?.count ?? 0) + 29) / 30)
    fitted.size.height = CGFloat(16 + 20 * lines)
    return fitted
  }
}

/// BuildingAChat.md's controller, as the article shows it.
final class ChatViewController: UICollectionViewController {
  var messages: [String] = []

  init() {
    let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = LayoutGroup.vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])
    let section = LayoutSection(group: group)
    section.interGroupSpacing = 6
    let layout = CompositionalLayout(section: section)
    layout.shortContentAlignment = .end
    layout.scrollPositionAnchor = .lastVisibleItem
    super.init(collectionViewLayout: layout)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(MessageCell.self, forCellWithReuseIdentifier: "Message")
  }

  // A message arrives (or is sent): it comes into view when the reader is at the bottom.
  func receive(_ message: String) {
    collectionView.performBatchUpdates {
      self.messages.append(message)
      self.collectionView.insertItems(at: [IndexPath(item: self.messages.count - 1, section: 0)])
    }
  }

  // Older messages, loaded as the reader scrolls up: what is on screen stays put.
  func prepend(_ older: [String]) {
    collectionView.performBatchUpdates {
      self.messages.insert(contentsOf: older, at: 0)
      self.collectionView.insertItems(at: older.indices.map { IndexPath(item: $0, section: 0) })
    }
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    messages.count
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Message", for: indexPath) as! MessageCell
    cell.text = messages[indexPath.item]
    return cell
  }
}

/// What BuildingAChat.md says of its controller, run headless: a 390 × 844 window, a
/// 60-point input bar as the collection view's bottom content inset.
@MainActor
@Suite("Article: building a chat")
struct ChatArticleTests {
  /// The controller shown in a window, with its first messages laid out.
  static func shown(_ messages: [String]) -> (UIWindow, ChatViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let chat = ChatViewController()
    window.rootViewController = chat
    chat.collectionView.contentInset.bottom = 60
    chat.messages = messages
    chat.collectionView.reloadData()
    chat.collectionView.layoutIfNeeded()
    return (window, chat)
  }

  /// A message of `lines` 30-character lines.
  static func message(_ n: Int, lines: Int = 1) -> String {
    String(repeating: "\(n % 10)", count: 30 * lines)
  }

  /// Where the bottom of the screen above the input bar lies, in content coordinates.
  static func bottom(_ view: UICollectionView) -> CGFloat {
    view.contentOffset.y + view.bounds.height - view.adjustedContentInset.bottom
  }

  /// The bottom of the last message, in content coordinates.
  static func lastMessageEnd(_ chat: ChatViewController) -> CGFloat? {
    let last = IndexPath(item: chat.messages.count - 1, section: 0)
    return chat.collectionView.collectionViewLayout.layoutAttributesForItem(at: last)?.frame.maxY
  }

  @Test func aFewMessagesRestAboveTheInputBar() throws {
    let (window, chat) = Self.shown([Self.message(0), Self.message(1, lines: 2), Self.message(2)])
    let view = try #require(chat.collectionView)
    #expect(try #require(Self.lastMessageEnd(chat)) == Self.bottom(view))
    // They measured themselves: 36, 56 and 36 high, 6 apart.
    let first = try #require(view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.frame.minY == Self.bottom(view) - 140)
    withExtendedLifetime(window) {}
  }

  @Test func newMessagesComeIntoViewAtTheBottom() throws {
    let (window, chat) = Self.shown([Self.message(0)])
    let view = try #require(chat.collectionView)
    for n in 1...30 {
      chat.receive(Self.message(n, lines: n % 3 + 1))
      view.layoutIfNeeded()
      #expect(try #require(Self.lastMessageEnd(chat)) == Self.bottom(view), "after message \(n)")
    }
    #expect(view.contentSize.height > view.bounds.height)
    withExtendedLifetime(window) {}
  }

  @Test func historyLoadedAboveMovesNothingOnScreen() throws {
    let (window, chat) = Self.shown((0..<30).map { Self.message($0, lines: $0 % 3 + 1) })
    let view = try #require(chat.collectionView)
    // Scrolled up into the middle of the conversation.
    view.contentOffset.y = 400
    view.layoutIfNeeded()
    let layout = view.collectionViewLayout
    func onScreen(_ item: Int) -> CGFloat? {
      layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0)).map { $0.frame.minY - view.contentOffset.y }
    }
    let before = (10..<20).map { onScreen($0) }
    chat.prepend((0..<8).map { Self.message($0, lines: 2) })
    view.layoutIfNeeded()
    #expect((18..<28).map { onScreen($0) } == before)
    withExtendedLifetime(window) {}
  }

  @Test func theKeyboardLeavesTheLastMessageAboveIt() throws {
    let (window, chat) = Self.shown((0..<30).map { Self.message($0) })
    let view = try #require(chat.collectionView)
    // A conversation opened at its last message, as the article advises.
    view.scrollToItem(at: IndexPath(item: 29, section: 0), at: .bottom, animated: false)
    view.layoutIfNeeded()
    // The messages below the first screen measured themselves shorter than estimated as the
    // view got there, in one layout pass: every one of them moved the offset.
    #expect(try #require(Self.lastMessageEnd(chat)) == Self.bottom(view))
    // The keyboard, dragged up by a finger or shown without an animation block, shrinks
    // the collection view (its bottom pinned to the keyboard layout guide).
    view.frame.size.height -= 300
    view.layoutIfNeeded()
    #expect(try #require(Self.lastMessageEnd(chat)) == Self.bottom(view))
    // And shown with the keyboard's animation, back down and up again.
    UIView.animate(withDuration: 0.25) { view.frame.size.height += 300 }
    view.layoutIfNeeded()
    #expect(try #require(Self.lastMessageEnd(chat)) == Self.bottom(view))
    withExtendedLifetime(window) {}
  }
}

#endif  // canImport(UIKit) || canImport(HeadlessUIKit)
