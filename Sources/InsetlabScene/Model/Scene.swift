public import InsetlabYAML

/// Where each property of a controller or view was written, keyed by the scene key
/// (`"automaticallyAdjustsScrollViewInsets"`, `"frame"`, `"pin.top"`, `"navigationBar.isTranslucent"`).
/// Properties left at UIKit's default have no mark.
public struct PropertyMarks: Sendable, Hashable {
    /// A handful of keys per controller or view: a small array beats a hash table here (one
    /// allocation, no hashing), which matters for scenes with 100,000 views.
    private var entries: [(key: String, mark: Mark)] = []

    public init() {}

    /// Room for `count` keys, so recording a view's keys allocates once.
    public mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }

    public subscript(key: String) -> Mark? {
        get { entries.first { $0.key == key }?.mark }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[index].mark = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((key, newValue))
            }
        }
    }

    /// Records a key the caller knows is not recorded yet (a mapping's keys are distinct), without
    /// the search the subscript makes first.
    package mutating func append(newKey key: String, mark: Mark) {
        assert(self[key] == nil, "PropertyMarks.append(newKey:): '\(key)' is already recorded")
        entries.append((key, mark))
    }

    /// Every key written, with its mark, in the order they were recorded.
    public var storage: [(key: String, mark: Mark)] { entries }

    public static func == (lhs: PropertyMarks, rhs: PropertyMarks) -> Bool {
        lhs.entries.count == rhs.entries.count && lhs.entries.allSatisfy { rhs[$0.key] == $0.mark }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(entries.count)
    }
}

/// Index of a controller in `Scene.controllers`.
public typealias ControllerIndex = Int
/// Index of a view in `Scene.views`.
public typealias ViewIndex = Int

/// A whole scene file as decoded: settings shared by every variant, the matrix, and the
/// expectations. `variants` expands it into concrete scenes.
public struct SceneFile: Sendable {
    /// The file as the user named it (used in every diagnostic).
    public var file: String
    public var name: String?
    /// One entry per combination of the matrix (a single entry without a matrix), in matrix order:
    /// devices outermost, then iOS versions, then orientations, then the property axes in file
    /// order (each variant's controllers and views hold its property values).
    public var variants: [Scene]
    public var expectations: [ExpectationBlock]
    /// Marks of top-level keys (`device`, `ios`, `orientation`, `matrix`, `expect`, `root`).
    public var marks: PropertyMarks
    /// Set when the scene was imported in memory from a storyboard or xib: maps its marks to
    /// the storyboard's lines.
    public var importedSource: ImportedSource?

    public init(file: String, name: String?, variants: [Scene], expectations: [ExpectationBlock], marks: PropertyMarks) {
        self.file = file
        self.name = name
        self.variants = variants
        self.expectations = expectations
        self.marks = marks
    }
}

/// What distinguishes one variant of a scene from another.
public struct VariantKey: Hashable, Sendable, CustomStringConvertible {
    public var device: String
    public var ios: Int
    public var orientation: Orientation
    /// The values of the matrix's property axes, in matrix order (empty without them).
    public var properties: [VariantProperty]

    public init(device: String, ios: Int, orientation: Orientation, properties: [VariantProperty] = []) {
        self.device = device
        self.ios = ios
        self.orientation = orientation
        self.properties = properties
    }

    /// `iPhone X · iOS 11 · landscape`, then each property axis:
    /// `iPhone X · iOS 11 · portrait · nav.navigationBar.isTranslucent=false`.
    public var description: String {
        var text = "\(device) · iOS \(ios) · \(orientation.rawValue)"
        for property in properties { text += " · \(property)" }
        return text
    }
}

/// One concrete screen: a device, an iOS version, an orientation, and the controller and view
/// trees. Controllers and views live in flat arrays (arenas) so that nothing about a deep tree
/// needs recursion; index 0 of `controllers` is the window's root view controller.
public struct Scene: Sendable {
    public var file: String
    public var device: DeviceProfile
    public var ios: Int
    public var orientation: Orientation
    public var controllers: [ControllerSpec]
    public var views: [ViewSpec]
    /// The values the matrix's property axes gave this variant (already applied to
    /// `controllers` and `views`).
    public var properties: [VariantProperty]
    /// The storyboard's lines, for a scene imported in memory (`SceneFile.importedSource`): text
    /// that names a line of the scene ("(line 33)") names the storyboard's line instead.
    public var importedSource: ImportedSource?
    /// Where the file names its device (`device:`, else `matrix:`), for what a report says about
    /// the device itself; nil when it comes from `.insetlab.yml`.
    public var deviceMark: Mark?

    public init(
        file: String, device: DeviceProfile, ios: Int, orientation: Orientation,
        controllers: [ControllerSpec], views: [ViewSpec], properties: [VariantProperty] = []
    ) {
        self.file = file
        self.device = device
        self.ios = ios
        self.orientation = orientation
        self.controllers = controllers
        self.views = views
        self.properties = properties
    }

    public var key: VariantKey { VariantKey(device: device.name, ios: ios, orientation: orientation, properties: properties) }

    public var rootController: ControllerIndex { 0 }
}

/// `UINavigationController.navigationBar` settings.
public struct NavigationBarSpec: Sendable, Hashable {
    public var isTranslucent: Bool = true
    public var prefersLargeTitles: Bool = false

    public init(isTranslucent: Bool = true, prefersLargeTitles: Bool = false) {
        self.isTranslucent = isTranslucent
        self.prefersLargeTitles = prefersLargeTitles
    }
}

/// `UIToolbar` / `UITabBar` settings.
public struct BottomBarSpec: Sendable, Hashable {
    public var isTranslucent: Bool = true
    public var isHidden: Bool

    public init(isTranslucent: Bool = true, isHidden: Bool) {
        self.isTranslucent = isTranslucent
        self.isHidden = isHidden
    }
}

/// A view controller with UIKit's defaults applied.
public struct ControllerSpec: Sendable {
    public var id: String?
    /// The Interface Builder object this was imported from (`ib: BYZ-38-t0r`); changes no number.
    public var ib: String?
    public var kind: ControllerKind
    /// The key path in the file (`root.viewControllers[1]`), for messages and for ids of
    /// controllers without an `id`.
    public var keyPath: String
    /// Mark of the controller's mapping; `marks["type"]` is the `type:` key.
    public var mark: Mark
    public var marks: PropertyMarks

    public var edgesForExtendedLayout: RectEdges = .all
    public var extendedLayoutIncludesOpaqueBars = false
    public var automaticallyAdjustsScrollViewInsets = true
    public var additionalSafeAreaInsets: Insets = .zero
    public var prefersStatusBarHidden = false
    public var hidesBottomBarWhenPushed = false
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// The controller's root view (`view:`, or the table/collection view of a
    /// UITableViewController/UICollectionViewController). `nil` for containers, whose views
    /// UIKit manages.
    public var view: ViewIndex?

    /// `viewControllers:` of a navigation (last is on screen) or tab bar controller.
    public var children: [ControllerIndex] = []
    /// The container this controller is a child of (`viewControllers`), if any.
    public var container: ControllerIndex?
    /// Set when the controller is embedded by containment: the view whose `subviews` hold it.
    /// Its root view then sits in that view's subviews.
    public var embeddedIn: ViewIndex?

    // Presentation (SCENE-FORMAT "Presentation (v2)")
    /// `presentedViewController:`, the controller this one presents.
    public var presented: ControllerIndex?
    /// The controller that presents this one.
    public var presenter: ControllerIndex?
    public var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// `sheet:` (detents, iOS 15+); `nil` when the scene gives none.
    public var sheet: SheetSpec?
    /// `navigationItem.searchController` and `navigationItem.prompt` (M24, M25).
    public var searchController: SearchControllerSpec?
    public var prompt: String?
    /// UISplitViewController columns (M26).
    public var split = SplitSpec()

    // UINavigationController
    public var navigationBar = NavigationBarSpec()
    public var isNavigationBarHidden = false
    public var toolbar = BottomBarSpec(isTranslucent: true, isHidden: true)

    // UITabBarController
    public var selectedIndex = 0
    public var tabBar = BottomBarSpec(isTranslucent: true, isHidden: false)

    public init(id: String?, kind: ControllerKind, keyPath: String, mark: Mark) {
        self.id = id
        self.kind = kind
        self.keyPath = keyPath
        self.mark = mark
        self.marks = PropertyMarks()
    }

    /// The controller's name in reports: its id, else its key path.
    public var displayName: String { id ?? keyPath }

    /// The on-screen child of a container: the last of a navigation stack, the selected tab.
    public var visibleChild: ControllerIndex? {
        switch kind {
        case .navigationController: children.last
        case .tabBarController: children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
        default: nil
        }
    }
}

/// One `pin` edge constraint: `{to: ANCHOR, inset: N}`.
public struct PinConstraint: Sendable, Hashable {
    public var anchor: Anchor
    /// Distance INTO the superview from the anchor.
    public var inset: Double
    public var mark: Mark

    public init(anchor: Anchor, inset: Double, mark: Mark) {
        self.anchor = anchor
        self.inset = inset
        self.mark = mark
    }
}

/// Auto Layout edge constraints to the superview. The decoder guarantees each axis has exactly
/// two of its three constraints (leading/trailing/width; top/bottom/height).
public struct PinSpec: Sendable, Hashable {
    public var top: PinConstraint?
    public var bottom: PinConstraint?
    public var leading: PinConstraint?
    public var trailing: PinConstraint?
    public var width: Double?
    public var height: Double?

    public init(
        top: PinConstraint? = nil, bottom: PinConstraint? = nil, leading: PinConstraint? = nil,
        trailing: PinConstraint? = nil, width: Double? = nil, height: Double? = nil
    ) {
        self.top = top
        self.bottom = bottom
        self.leading = leading
        self.trailing = trailing
        self.width = width
        self.height = height
    }

    /// `pin: superview` — all four edges at inset 0.
    public static func all(_ anchor: Anchor, mark: Mark) -> PinSpec {
        let edge = PinConstraint(anchor: anchor, inset: 0, mark: mark)
        return PinSpec(top: edge, bottom: edge, leading: edge, trailing: edge)
    }
}

/// How a view is positioned in its superview.
public enum Position: Sendable, Hashable {
    /// `frame: [x, y, w, h]` in the superview's coordinates.
    case frame(Rect)
    /// `pin:` constraints (boxed: a `PinSpec` is four times the size of a frame).
    indirect case pin(PinSpec)
    /// Computed by UIKit: a controller's root view (its frame comes from the layout model).
    case managed
    /// Placed by the Auto Layout solver (SCENE-FORMAT "Auto Layout (v2)"): its `pin` reaches
    /// beyond the v1 forms, or it has `constraints:`, or it is an arranged subview of a stack view.
    case constraints
}

/// Scroll-view properties (UIScrollView, UITableView, UICollectionView, UITextView).
public struct ScrollSpec: Sendable, Hashable {
    public var contentInset: Insets = .zero
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Given for plain scroll views; tables and collections derive theirs.
    public var contentSize: Size = .zero
    public var isScrollEnabled = true
    public var alwaysBounceVertical: Bool
    public var alwaysBounceHorizontal = false

    public init(alwaysBounceVertical: Bool) {
        self.alwaysBounceVertical = alwaysBounceVertical
    }

    /// What a scroll view of `kind` has when the scene sets nothing: UIKit's defaults (a table
    /// bounces vertically, SCENE-FORMAT). The one place the defaults are decided.
    public static func defaults(for kind: ViewKind) -> ScrollSpec {
        ScrollSpec(alwaysBounceVertical: kind == .tableView)
    }
}

public struct TableSectionSpec: Sendable, Hashable {
    public var rows: Int
    /// `nil` = the table's `sectionHeaderHeight`.
    public var headerHeight: Double?
    public var footerHeight: Double?
    /// Each row's height, `rows` of them (`rowHeights: [44, 127, 44]`): what a static table's
    /// data source returns from `tableView(_:heightForRowAt:)`. `nil` = every row is the
    /// table's `rowHeight`.
    public var rowHeights: [Double]?

    public init(rows: Int, headerHeight: Double? = nil, footerHeight: Double? = nil) {
        self.rows = rows
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
    }

    /// A section of `rowHeights.count` rows, each of its own height.
    public init(rowHeights: [Double], headerHeight: Double? = nil, footerHeight: Double? = nil) {
        self.init(rows: rowHeights.count, headerHeight: headerHeight, footerHeight: footerHeight)
        self.rowHeights = rowHeights
    }
}

public struct TableSpec: Sendable, Hashable {
    public var style: TableStyle = .plain
    public var sections: [TableSectionSpec] = []
    public var rowHeight: Double = 44
    /// `nil` = UIKit's default (automatic dimension on iOS 11+, 0 before).
    public var estimatedRowHeight: Double?
    /// `nil` = not written in the scene.
    public var sectionHeaderHeight: Double?
    public var sectionFooterHeight: Double?
    public var insetsContentViewsToSafeArea = true
    public var tableHeaderHeight: Double = 0
    public var tableFooterHeight: Double = 0

    public init() {}
}

public struct CollectionLayoutSpec: Sendable, Hashable {
    public var itemSize = Size(width: 50, height: 50)
    public var items = 0
    public var scrollDirection: ScrollDirection = .vertical
    public var sectionInset: Insets = .zero
    public var sectionInsetReference: SectionInsetReference = .fromContentInset
    public var minimumLineSpacing: Double = 10
    public var minimumInteritemSpacing: Double = 10

    public init() {}
}

/// A view with UIKit's defaults applied.
public struct ViewSpec: Sendable {
    public var id: String?
    /// The Interface Builder object this was imported from (`ib: BYZ-38-t0r`); changes no number.
    public var ib: String? {
        get { source.ib }
        set { source = .source(keyPath: keyPathStorage, marks: marks, ib: newValue) }
    }
    public var kind: ViewKind
    /// The key path in the file (`root.view.subviews[1]`), for messages and for views without
    /// an `id`; built when asked for.
    public var keyPath: String {
        get { keyPathStorage.description }
        set { keyPathStorage = .text(newValue) }
    }
    package var keyPathStorage: ViewKeyPath {
        get { source.keyPath }
        set { source = .source(keyPath: newValue, marks: marks, ib: ib) }
    }
    public var mark: Mark
    public var marks: PropertyMarks {
        get { source.marks }
        set { source = .source(keyPath: keyPathStorage, marks: newValue, ib: ib) }
    }

    /// Where the view was written (key path, key marks, Interface Builder id), which only
    /// messages and reports read: one immutable box, so that copying a view, which the engine
    /// and the rules do often, retains one reference for all three.
    private var source: ViewSource

    /// The superview; `nil` for a controller's root view when that controller is not embedded.
    public var superview: ViewIndex?
    /// `subviews`, in order (`subviews[0]` drives the scroll-view search). A contained child
    /// controller's root view appears here at its position.
    public var subviews: [ViewIndex] = []
    /// The controller whose root view this is, if any.
    public var rootOf: ControllerIndex?
    /// The nearest controller that owns this view (itself a root view or a descendant of one).
    public var owner: ControllerIndex

    public var position: Position
    public var isHidden = false
    /// `nil` = UIKit's default margins.
    public var layoutMargins: Insets?
    public var insetsLayoutMarginsFromSafeArea = true
    public var preservesSuperviewLayoutMargins = false

    /// Auto Layout beyond `pin` v1 (constraints, intrinsic size, stack view, autoresizing), out
    /// of line: most views have none.
    private var autoLayoutBox: AutoLayoutBox?

    public var autoLayout: AutoLayoutSpec? {
        get { autoLayoutBox?.spec }
        set { autoLayoutBox = newValue.map(AutoLayoutBox.spec) }
    }

    /// `autoLayout != nil`, without copying the settings out of their box (the layout asks it
    /// of every view of every scene).
    public var hasAutoLayout: Bool { autoLayoutBox != nil }

    /// Scroll, table and collection settings, which only scroll views have, kept out of line:
    /// inline they made every view of a 100,000-view scene several hundred bytes.
    private var scrollParts: ScrollParts?

    public var scroll: ScrollSpec? {
        get { scrollParts?.parts.scroll }
        set { setScrollParts(scroll: newValue, table: table, collection: collection) }
    }

    public var table: TableSpec? {
        get { scrollParts?.parts.table }
        set { setScrollParts(scroll: scroll, table: newValue, collection: collection) }
    }

    public var collection: CollectionLayoutSpec? {
        get { scrollParts?.parts.collection }
        set { setScrollParts(scroll: scroll, table: table, collection: newValue) }
    }

    public init(id: String?, kind: ViewKind, keyPath: String, mark: Mark, owner: ControllerIndex, position: Position) {
        self.init(id: id, kind: kind, keyPath: .text(keyPath), mark: mark, owner: owner, position: position)
    }

    package init(id: String?, kind: ViewKind, keyPath: ViewKeyPath, mark: Mark, owner: ControllerIndex, position: Position) {
        self.id = id
        self.kind = kind
        self.source = .source(keyPath: keyPath, marks: PropertyMarks(), ib: nil)
        self.mark = mark
        self.owner = owner
        self.position = position
    }

    /// Sets the marks and the Interface Builder id at once (the decoder gathers both while it
    /// reads a view's keys): one new `source` box instead of one per write.
    package mutating func setWritten(marks: PropertyMarks, ib: String?) {
        source = .source(keyPath: keyPathStorage, marks: marks, ib: ib)
    }

    private mutating func setScrollParts(scroll: ScrollSpec?, table: TableSpec?, collection: CollectionLayoutSpec?) {
        scrollParts = scroll == nil && table == nil && collection == nil
            ? nil : .parts(scroll: scroll, table: table, collection: collection)
    }
}

/// The box behind `ViewSpec`'s key path, marks and Interface Builder id (immutable; a write
/// stores a new one).
private indirect enum ViewSource: Sendable {
    case source(keyPath: ViewKeyPath, marks: PropertyMarks, ib: String?)

    var keyPath: ViewKeyPath {
        switch self {
        case .source(let keyPath, _, _): keyPath
        }
    }

    var marks: PropertyMarks {
        switch self {
        case .source(_, let marks, _): marks
        }
    }

    var ib: String? {
        switch self {
        case .source(_, _, let ib): ib
        }
    }
}

/// The box behind `ViewSpec.autoLayout` (immutable; a write stores a new one).
private indirect enum AutoLayoutBox: Sendable {
    case spec(AutoLayoutSpec)

    var spec: AutoLayoutSpec {
        switch self {
        case .spec(let spec): spec
        }
    }
}

/// The box behind `ViewSpec`'s scroll-view settings: immutable, so copies of a view share it
/// and a write stores a new one (value semantics).
private indirect enum ScrollParts: Sendable {
    case parts(scroll: ScrollSpec?, table: TableSpec?, collection: CollectionLayoutSpec?)

    var parts: (scroll: ScrollSpec?, table: TableSpec?, collection: CollectionLayoutSpec?) {
        switch self {
        case .parts(let scroll, let table, let collection): (scroll, table, collection)
        }
    }
}

extension ViewSpec {
    /// Its intrinsic content size on each axis, as Auto Layout uses it: the scene's, else the
    /// fixed one UIKit gives its kind (a switch's, M36); nil on an axis with none.
    public func intrinsicSize(ios: Int) -> (width: Double?, height: Double?) {
        let fixed = kind.fixedIntrinsicSize(ios: ios)
        return (autoLayout?.intrinsicWidth ?? fixed?.width, autoLayout?.intrinsicHeight ?? fixed?.height)
    }
}
