import HeadlessUIKit
import Testing

/// A view's layout margins and its three guides, which sections keeping to the margins or
/// the readable guide (`UIContentInsetsReference`, iOS 14) are measured from.
@MainActor
@Suite("HeadlessUIKit: layout margins and guides")
struct HeadlessLayoutGuideTests {
  final class MarginsView: UIView {
    var changes = 0
    override func layoutMarginsDidChange() {
      super.layoutMarginsDidChange()
      changes += 1
    }
  }

  /// Apple's `layoutMargins`: 8 points on each side by default for a view that is not a
  /// root view; leading and trailing are synchronized with left and right by direction.
  @Test func marginsDefaultToEightAndFollowTheLayoutDirection() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 3, trailing: 40)
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 20, bottom: 3, right: 40))
    view.semanticContentAttribute = .forceRightToLeft
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 40, bottom: 3, right: 20))
    view.layoutMargins = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 7)
    #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 7, bottom: 0, trailing: 5))
  }

  /// `insetsLayoutMarginsFromSafeArea` (default true): the margins are measured from the
  /// safe area; false, from the bounds. The guides are in the view's bounds coordinates.
  @Test func theMarginsGuideKeepsInsideTheSafeAreaUnlessToldNotTo() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 812, height: 375))
    view.headlessSafeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    #expect(view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 44, y: 0, width: 724, height: 354))
    #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 60, y: 0, width: 692, height: 354))
    view.insetsLayoutMarginsFromSafeArea = false
    #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 0, width: 780, height: 375))
    view.bounds.origin = CGPoint(x: 0, y: 500)
    #expect(view.layoutMarginsGuide.layoutFrame.minY == 500)
    #expect(view.layoutMarginsGuide.owningView === view)
  }

  @Test func theReadableGuideIsTheMarginsGuideNarrowedAboutItsCentre() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    #expect(view.readableContentGuide.layoutFrame == view.layoutMarginsGuide.layoutFrame)
    view.headlessReadableContentWidth = 672
    #expect(view.readableContentGuide.layoutFrame == CGRect(x: 176, y: 0, width: 672, height: 768))
    view.headlessReadableContentWidth = 2000  // wider than the margins: the margins win
    #expect(view.readableContentGuide.layoutFrame == view.layoutMarginsGuide.layoutFrame)
  }

  @Test func changingTheMarginsTellsTheViewOnce() {
    let view = MarginsView(frame: .zero)
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    #expect(view.changes == 0)
    view.layoutMargins = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 8)
    view.insetsLayoutMarginsFromSafeArea = false
    view.headlessReadableContentWidth = 500
    #expect(view.changes == 3)
  }
}
