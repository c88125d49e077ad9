public import InsetlabScene

/// One computed value, as the result holds it.
public enum LayoutValue: Sendable, Hashable {
    case rect(Rect)
    case insets(Insets)
    case point(Point)
    case size(Size)
    case number(Double)
    case flag(Bool)
    /// A view the engine picked (the first-subview search's scroll view).
    case view(ViewIndex)

    /// The numbers in scene order (`[x, y, width, height]`, `[top, left, bottom, right]`…);
    /// `nil` for flags and views.
    public var components: [Double]? {
        switch self {
        case .rect(let rect): rect.components
        case .insets(let insets): insets.components
        case .point(let point): point.components
        case .size(let size): size.components
        case .number(let number): [number]
        case .flag, .view: nil
        }
    }
}

// Every subject answers `value(_:)` for the properties it has, in one vocabulary
// (`LayoutProperty`): expectations, snapshot facts, the diff and `explain` read values here.
// `properties` lists what a subject has, in the JSON report's order; a listed property whose
// value is `nil` does not apply in this variant (a safe area before iOS 11).

extension WindowLayout {
    public static let properties: [LayoutProperty] = [.frame, .safeAreaInsets, .statusBarHidden]

    public func value(_ property: LayoutProperty) -> LayoutValue? {
        switch property {
        case .frame: .rect(frame)
        case .safeAreaInsets: safeAreaInsets.map(LayoutValue.insets)
        case .statusBarHidden: .flag(statusBarHidden)
        default: nil
        }
    }
}

extension BarLayout {
    public var properties: [LayoutProperty] {
        var properties: [LayoutProperty] = [.frame]
        if isTranslucent != nil { properties.append(.isTranslucent) }
        if kind == .navigationBar { properties.append(.showsLargeTitle) }
        return properties
    }

    public func value(_ property: LayoutProperty) -> LayoutValue? {
        switch property {
        case .frame: .rect(frame)
        case .isTranslucent: isTranslucent.map(LayoutValue.flag)
        case .showsLargeTitle: .flag(showsLargeTitle)
        default: nil
        }
    }
}

extension ControllerLayout {
    public var properties: [LayoutProperty] {
        var properties: [LayoutProperty] = [.viewFrame, .safeAreaInsets, .topLayoutGuide, .bottomLayoutGuide]
        if contentScrollView != nil { properties.append(.adjustedScrollView) }
        return properties
    }

    public func value(_ property: LayoutProperty) -> LayoutValue? {
        switch property {
        case .viewFrame: .rect(viewFrame)
        case .safeAreaInsets: safeAreaInsets.map(LayoutValue.insets)
        case .topLayoutGuide: .number(topLayoutGuide)
        case .bottomLayoutGuide: .number(bottomLayoutGuide)
        case .adjustedScrollView: contentScrollView.map(LayoutValue.view)
        default: nil
        }
    }
}

extension ViewLayout {
    public var properties: [LayoutProperty] {
        var properties: [LayoutProperty] = [.frame, .windowFrame, .safeAreaInsets, .layoutMargins]
        if kind.isScrollView { properties += [.contentInset, .adjustedContentInset, .contentOffset, .contentSize] }
        if kind == .tableView || kind == .collectionView { properties.append(.firstItemWindowFrame) }
        properties.append(.isHidden)
        return properties
    }

    public func value(_ property: LayoutProperty) -> LayoutValue? {
        switch property {
        case .frame: .rect(frame)
        case .windowFrame: .rect(windowFrame)
        case .safeAreaInsets: safeAreaInsets.map(LayoutValue.insets)
        case .layoutMargins: layoutMargins.map(LayoutValue.insets)
        case .contentInset: contentInset.map(LayoutValue.insets)
        case .adjustedContentInset: adjustedContentInset.map(LayoutValue.insets)
        case .contentOffset: contentOffset.map(LayoutValue.point)
        case .contentSize: contentSize.map(LayoutValue.size)
        case .firstItemWindowFrame: firstItemWindowFrame.map(LayoutValue.rect)
        case .isHidden: .flag(isHidden)
        default: nil
        }
    }
}
