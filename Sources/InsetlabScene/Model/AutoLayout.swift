public import InsetlabYAML

/// `NSLayoutConstraint.Attribute`, with UIKit's names (SCENE-FORMAT "Auto Layout (v2)").
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case firstBaseline, lastBaseline

    public enum Axis: String, Sendable { case horizontal, vertical }

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        default: .vertical
        }
    }

    public var isSize: Bool { self == .width || self == .height }

    /// Whether a constraint between the two mixes left/right with leading/trailing, which UIKit
    /// throws on ("A constraint cannot be made between a leading/trailing attribute and a
    /// right/left attribute. Use leading/trailing for both or neither.").
    public func mixesDirection(with other: LayoutAttribute) -> Bool {
        func kind(_ attribute: LayoutAttribute) -> Int {
            switch attribute.withoutMargin.attribute {
            case .left, .right: 1
            case .leading, .trailing: 2
            default: 0
            }
        }
        let (a, b) = (kind(self), kind(other))
        return a != 0 && b != 0 && a != b
    }

    /// The attribute without its `…Margin` form, and whether it had one.
    public var withoutMargin: (attribute: LayoutAttribute, isMargin: Bool) {
        switch self {
        case .leftMargin: (.left, true)
        case .rightMargin: (.right, true)
        case .topMargin: (.top, true)
        case .bottomMargin: (.bottom, true)
        case .leadingMargin: (.leading, true)
        case .trailingMargin: (.trailing, true)
        case .centerXWithinMargins: (.centerX, true)
        case .centerYWithinMargins: (.centerY, true)
        default: (self, false)
        }
    }
}

/// A layout guide a constraint can name (`safeArea`, `ID.contentLayoutGuide`, …).
public enum LayoutGuideName: String, Sendable, Hashable, CaseIterable {
    case safeArea, margins, readableContent, topLayoutGuide, bottomLayoutGuide, contentLayoutGuide, frameLayoutGuide
}

/// The item of one side of a constraint.
public enum ConstraintItem: Sendable, Hashable {
    /// The superview of the view whose `pin` / `constraints` holds the constraint.
    case superview
    /// A guide of that superview (`safeArea`, `margins`, `readableContent`, the legacy guides).
    case guide(LayoutGuideName)
    /// A view by id, resolved once the whole tree is read.
    case view(ViewIndex)
    /// A guide of a view by id (`list.safeArea`, `scroll.contentLayoutGuide`).
    case viewGuide(ViewIndex, LayoutGuideName)
    /// The view that holds the constraint itself (a `pin` entry's own side).
    case this

    /// The view the item stands for in a line `holder` holds: `nil` for the holder's superview
    /// and its guides.
    public func view(holder: ViewIndex) -> ViewIndex? {
        switch self {
        case .this: holder
        case .view(let view), .viewGuide(let view, _): view
        case .superview, .guide: nil
        }
    }
}

/// One side of a constraint: an item and an attribute.
public struct ConstraintAnchor: Sendable, Hashable {
    public var item: ConstraintItem
    public var attribute: LayoutAttribute

    public init(_ item: ConstraintItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

/// `==`, `<=`, `>=`.
public enum LayoutRelation: String, Sendable, Hashable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// One constraint as the scene wrote it: `first relation second * multiplier + constant @priority`.
public struct ViewConstraint: Sendable, Hashable {
    public var first: ConstraintAnchor
    public var relation: LayoutRelation
    /// `nil` for a constant (`badge.width == 24`).
    public var second: ConstraintAnchor?
    public var multiplier: Double
    public var constant: Double
    /// 1...1000; 1000 is required.
    public var priority: Double
    /// Where it was written: the `pin` key, or the column inside a `constraints:` string.
    public var mark: Mark
    /// The view whose `pin` / `constraints` holds it (`superview` and the bare guides are its
    /// superview's).
    public var holder: ViewIndex
    /// UIKit's debug text (`title.leading == avatar.trailing + 12`), for messages.
    public var text: String
    /// The line places the view of its second item, not its first (docs/model-decisions.md AL7:
    /// `superview.leading == a.leading - 20`, or `a.top == b.top - 5` in b's own list).
    public var placesSecondItem = false
    /// The scroll view whose content the line sizes and places no view (AL8:
    /// `sv.contentLayoutGuide.width == sv.frameLayoutGuide.width`, a side its contentLayoutGuide
    /// and the other nothing inside it), set by the decoder: the group the scroll view roots
    /// solves it.
    public var sizesContentOf: ViewIndex?

    /// The view the line places (AL7): its second item's where the decoder read it so, else its
    /// first item's; `superview` where that item is the holder's superview or one of its guides;
    /// none for a line that sizes a scroll view's content.
    public func placedView(superview: ViewIndex?) -> ViewIndex? {
        if sizesContentOf != nil { return nil }
        if placesSecondItem, let view = second?.item.view(holder: holder) { return view }
        return first.item.view(holder: holder) ?? superview
    }

    public init(
        first: ConstraintAnchor, relation: LayoutRelation, second: ConstraintAnchor?, multiplier: Double = 1,
        constant: Double = 0, priority: Double = 1000, mark: Mark, holder: ViewIndex, text: String
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.mark = mark
        self.holder = holder
        self.text = text
    }
}

/// `UIStackView`'s arrangement (SCENE-FORMAT "Auto Layout (v2)": stack views).
public struct StackSpec: Sendable, Hashable {
    public enum Axis: String, Sendable, Hashable, CaseIterable { case horizontal, vertical }
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
    }
    public enum Distribution: String, Sendable, Hashable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public var axis: Axis = .horizontal
    public var spacing: Double = 0
    public var alignment: Alignment = .fill
    public var distribution: Distribution = .fill
    public var isLayoutMarginsRelativeArrangement = false

    public init() {}
}

/// The autoresizing flags UIKit reads when `translatesAutoresizingMaskIntoConstraints`.
public struct AutoresizingSpec: Sendable, Hashable {
    public enum Flag: String, Sendable, Hashable, CaseIterable {
        case flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, flexibleHeight, flexibleBottomMargin
    }

    public var flags: Set<Flag>
    /// The superview size the frame was designed in; `nil` = the superview's size in this scene.
    public var designedIn: Size?
    public var mark: Mark

    public init(flags: Set<Flag>, designedIn: Size?, mark: Mark) {
        self.flags = flags
        self.designedIn = designedIn
        self.mark = mark
    }
}

/// A view's Auto Layout settings beyond its position: kept out of line, since most views of a
/// big scene have none.
public struct AutoLayoutSpec: Sendable, Hashable {
    /// The view's own constraints (`pin` entries that reach beyond v1, and `constraints:`).
    public var constraints: [ViewConstraint] = []
    /// `intrinsicContentSize`; `nil` on an axis = `UIView.noIntrinsicMetric`.
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    public var huggingHorizontal: Double
    public var huggingVertical: Double
    public var compressionHorizontal: Double
    public var compressionVertical: Double
    /// `firstBaseline` / `lastBaseline` offset from the top (`baselineOffset`), if given.
    public var baselineOffset: Double?
    public var stack: StackSpec?
    public var autoresizing: AutoresizingSpec?

    /// The default priorities for a view of `kind`, as Interface Builder's library creates it:
    /// 250 hugging and 750 compression resistance in general (UILayoutPriority.defaultLow /
    /// .defaultHigh; Apple, Auto Layout Guide, "Views with Intrinsic Content Size"); 251 hugging
    /// for UILabel and UIImageView, 750 for UISwitch (the `horizontalHuggingPriority` values IB
    /// stores in ../shared/storyboards: 143 labels at 251, 47 image views at 251, 32 switches at
    /// 750, buttons and text fields left at the default). A label made in code hugs at 250: the
    /// report notes it as a model uncertainty when a tie decides.
    public init(kind: ViewKind) {
        let hugging: Double
        switch kind {
        case .label, .imageView: hugging = 251
        case .switch: hugging = 750
        default: hugging = 250
        }
        huggingHorizontal = hugging
        huggingVertical = hugging
        compressionHorizontal = 750
        compressionVertical = 750
    }
}
