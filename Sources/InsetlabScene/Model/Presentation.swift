/// `modalPresentationStyle` of a presented controller (SCENE-FORMAT "Presentation (v2)").
public enum ModalPresentationStyle: String, Sendable, Hashable, CaseIterable {
    /// Full screen before iOS 13, a page sheet from iOS 13 (UIViewController.h, research-facts P1).
    case automatic
    case fullScreen
    case overFullScreen
    case pageSheet
    case formSheet
}

/// `searchController: {hidesSearchBarWhenScrolling: false}`: `navigationItem.searchController`
/// (iOS 11+). UIKit's default `hidesSearchBarWhenScrolling` is true, which keeps the search bar
/// collapsed at rest (docs/model-decisions.md M24).
public struct SearchControllerSpec: Sendable, Hashable {
    public var hidesSearchBarWhenScrolling = true
    public init(hidesSearchBarWhenScrolling: Bool = true) { self.hidesSearchBarWhenScrolling = hidesSearchBarWhenScrolling }
}

/// `UISplitViewController` (iOS 14 column style): the columns and how they show.
public struct SplitSpec: Sendable, Hashable {
    public enum DisplayMode: String, Sendable, Hashable, CaseIterable {
        case automatic, oneBesideSecondary, oneOverSecondary, secondaryOnly
    }
    public var primary: ControllerIndex?
    public var secondary: ControllerIndex?
    public var compact: ControllerIndex?
    public var preferredDisplayMode: DisplayMode = .automatic
    /// `nil`: UIKit's automatic width (unmeasured; 320 is used and noted).
    public var preferredPrimaryColumnWidth: Double?
    public init() {}
}

/// A sheet detent (iOS 15+, `UISheetPresentationController.Detent`).
public enum SheetDetent: String, Sendable, Hashable, CaseIterable {
    case medium
    case large
}

/// `sheet: {detents: [medium, large], selectedDetent: medium}`: the detent the sheet rests at is
/// `selectedDetent`, or the first detent listed (UIKit's default `selectedDetentIdentifier` nil
/// means the smallest: UISheetPresentationController docs).
public struct SheetSpec: Sendable, Hashable {
    public var detents: [SheetDetent] = [.large]
    public var selectedDetent: SheetDetent?

    public init(detents: [SheetDetent] = [.large], selectedDetent: SheetDetent? = nil) {
        self.detents = detents
        self.selectedDetent = selectedDetent
    }

    /// The detent the sheet rests at: the selected one, else the smallest listed.
    public var restingDetent: SheetDetent {
        if let selectedDetent { return selectedDetent }
        return detents.contains(.medium) ? .medium : .large
    }
}
