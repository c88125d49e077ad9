internal import InsetlabWorkspace
internal import InsetlabYAML

/// A content controller's explicit Simulated Metrics: the bars Interface Builder draws it
/// under in its canvas, and so the conditions under which IB computed every frame it stores
/// for the controller's views. "Inferred" is absent here: IB then follows the chain.
struct SimulatedMetrics {
    enum Top {
        /// `prompted`: IB draws the taller bar of a navigation item with a prompt.
        case navigationBar(translucent: Bool, prompted: Bool)
        case noBar
    }

    enum Bottom {
        case tabBar(translucent: Bool)
        case toolbar(translucent: Bool)
        case noBar
    }

    var top: (bar: Top, mark: Mark)?
    var bottom: (bar: Bottom, mark: Mark)?
    /// The Simulated Metrics' Status Bar is None (`<nil key="simulatedStatusBarMetrics">`).
    var statusBarHidden: Mark?

    init(_ controller: XMLElementNode) {
        if let element = controller.child(key: "simulatedTopBarMetrics") {
            switch element.name {
            case "simulatedNavigationBarMetrics":
                top = (.navigationBar(translucent: element["translucent"] != "NO", prompted: element["prompted"] == "YES"), element.mark)
            case "nil": top = (.noBar, element.mark)
            default: break
            }
        }
        if let element = controller.child(key: "simulatedBottomBarMetrics") {
            switch element.name {
            case "simulatedTabBarMetrics": bottom = (.tabBar(translucent: element["translucent"] != "NO"), element.mark)
            case "simulatedToolbarMetrics": bottom = (.toolbar(translucent: element["translucent"] != "NO"), element.mark)
            case "nil": bottom = (.noBar, element.mark)
            default: break
            }
        }
        if let element = controller.child(key: "simulatedStatusBarMetrics"), element.name == "nil" {
            statusBarHidden = element.mark
        }
    }

    var simulatesNavigationBar: Bool {
        if case .navigationBar = top?.bar { true } else { false }
    }

    var simulatesTabBar: Bool {
        if case .tabBar = bottom?.bar { true } else { false }
    }

    var simulatesToolbar: Bool {
        if case .toolbar = bottom?.bar { true } else { false }
    }

    /// A bottom bar other than a tab bar is simulated (a toolbar, or none).
    var simulatesNoTabBar: Bool {
        switch bottom?.bar {
        case .toolbar, .noBar: true
        case .tabBar, nil: false
        }
    }

    /// `--bars simulated`: a navigation controller of the chain with the simulated top bar and
    /// toolbar in place of its own (shown or hidden, translucent or opaque).
    func apply(to nav: inout SceneMap) {
        if let (bar, mark) = top {
            nav.remove("isNavigationBarHidden")
            switch bar {
            case .navigationBar(let translucent, _):
                Self.setTranslucency(translucent, of: "navigationBar", in: &nav, source: mark)
            case .noBar:
                nav.set("isNavigationBarHidden", true, source: mark)
            }
        }
        if let (bar, mark) = bottom {
            nav.remove("isToolbarHidden")
            if case .toolbar(let translucent) = bar {
                nav.set("isToolbarHidden", false, source: mark)
                Self.setTranslucency(translucent, of: "toolbar", in: &nav, source: mark)
            }
        }
    }

    /// `--bars simulated`: a tab bar controller of the chain with the simulated tab bar's
    /// translucency.
    func apply(toTabBarController tabs: inout SceneMap) {
        guard let (bar, mark) = bottom, case .tabBar(let translucent) = bar else { return }
        Self.setTranslucency(translucent, of: "tabBar", in: &tabs, source: mark)
    }

    /// A container's bar mapping at `key` with the simulated translucency (translucent, UIKit's
    /// default, is written as no key).
    private static func setTranslucency(_ translucent: Bool, of key: String, in map: inout SceneMap, source: Mark) {
        map.update(key, source: source) { bar in
            bar.remove("isTranslucent")
            if !translucent { bar.set("isTranslucent", false) }
        }
    }
}

extension DocumentImport {
    /// A navigation item's prompt makes the navigation bar taller (research-facts PR1) by an
    /// amount no source measures (research-facts §4): the model's bar has no prompt, so a screen
    /// under a bar with one is lossy. Under `--bars simulated` an explicit simulated top bar
    /// decides (its `prompted`); otherwise the content controller's navigation item, when a
    /// navigation bar shows it.
    static func promptLoss(content: XMLElementNode, navigationBarShown: Bool, simulation: SimulatedMetrics?) -> ImportLoss? {
        if let (bar, mark) = simulation?.top {
            guard case .navigationBar(_, prompted: true) = bar else { return nil }
            return ImportLoss(
                mark: mark,
                what: "Interface Builder simulates a navigation bar with a prompt, taller by an amount no source measures (research-facts §4): laid out under a bar without one")
        }
        guard navigationBarShown, let item = content.child("navigationItem", key: "navigationItem"), let prompt = item["prompt"],
            !prompt.trimmingWhitespace(newlines: false).isEmpty
        else { return nil }
        return ImportLoss(
            mark: item.mark,
            what: "the navigation item's prompt makes the navigation bar taller by an amount no source measures (research-facts §4), which is not modelled: laid out under a bar without one")
    }

    /// A controller no segue shows: the code that shows it is not in the file, and its explicit
    /// Simulated Metrics are the only word on the container it appears in. A simulated
    /// navigation bar (with its translucency, and a simulated toolbar) puts it in a navigation
    /// controller; a simulated tab bar in a tab bar controller. Nil when it simulates neither.
    static func simulatedContainer(
        around node: SceneMap, content: XMLElementNode
    ) -> (map: SceneMap, what: String)? {
        let top = content.child(key: "simulatedTopBarMetrics")
        let bottom = content.child(key: "simulatedBottomBarMetrics")
        var map = node
        var what: [String] = []
        if let top, top.name == "simulatedNavigationBarMetrics" {
            map = navigationContainer(around: map, top: top, bottom: bottom)
            what.append("a navigation controller (line \(top.mark.line))")
        }
        if let bottom, bottom.name == "simulatedTabBarMetrics" {
            map = tabContainer(around: map, bottom: bottom)
            what.append("a tab bar controller (line \(bottom.mark.line))")
        }
        return what.isEmpty ? nil : (map, what.joined(separator: " in "))
    }

    /// A navigation controller around `node` with the simulated navigation bar `top` (its
    /// translucency) and, when `bottom` simulates one, a toolbar.
    /// With no `top`, the navigation bar is hidden: the container of a simulated toolbar alone
    /// (UIKit's toolbars that move the safe area are a navigation controller's).
    static func navigationContainer(around node: SceneMap, top: XMLElementNode?, bottom: XMLElementNode?) -> SceneMap {
        let source = top?.mark ?? bottom?.mark
        var nav = SceneMap(source: source)
        nav.set("type", "UINavigationController")
        if let top, top["translucent"] == "NO" {
            var bar = SceneMap(source: top.mark)
            bar.set("isTranslucent", false)
            nav.set("navigationBar", .map(bar), source: top.mark)
        }
        if top == nil { nav.set("isNavigationBarHidden", true, source: source) }
        if let bottom, bottom.name == "simulatedToolbarMetrics" {
            nav.set("isToolbarHidden", false, source: bottom.mark)
            if bottom["translucent"] == "NO" {
                var bar = SceneMap(source: bottom.mark)
                bar.set("isTranslucent", false)
                nav.set("toolbar", .map(bar), source: bottom.mark)
            }
        }
        nav.set("viewControllers", .list([.map(node)]), source: source)
        return nav
    }

    /// A tab bar controller around `node` with the simulated tab bar `bottom` (its translucency).
    static func tabContainer(around node: SceneMap, bottom: XMLElementNode) -> SceneMap {
        var tabs = SceneMap(source: bottom.mark)
        tabs.set("type", "UITabBarController")
        if bottom["translucent"] == "NO" {
            var bar = SceneMap(source: bottom.mark)
            bar.set("isTranslucent", false)
            tabs.set("tabBar", .map(bar), source: bottom.mark)
        }
        tabs.set("viewControllers", .list([.map(node)]), source: bottom.mark)
        return tabs
    }
}

extension SimulatedBars.Runtime {
    /// The bars the chain shows the content controller under: its navigation controller's
    /// (`stack` is the navigation stack ending at the content), a tab bar controller's unless a
    /// pushed controller hides it (`hidesBottomBarWhenPushed`), or, for a controller no segue
    /// shows, the container its Simulated Metrics name (`DocumentImport.simulatedContainer`).
    init(navigationController nav: XMLElementNode?, stack: [XMLElementNode], inTabBarController: Bool, simulatedContainerOf loose: XMLElementNode?) {
        self.init(navigationBar: false, navigationBarTranslucent: true, tabBar: false, toolbar: false)
        if let nav {
            navigationBar = nav["navigationBarHidden"] != "YES"
            navigationBarTranslucent = nav.child("navigationBar", key: "navigationBar")?["translucent"] != "NO"
            toolbar = nav["toolbarHidden"] == "NO"
        }
        if inTabBarController {
            tabBar = !(stack.count > 1 && stack.dropFirst().contains { $0["hidesBottomBarWhenPushed"] == "YES" })
        }
        if let loose {
            shownByCode = true
            let top = loose.child(key: "simulatedTopBarMetrics")
            let bottom = loose.child(key: "simulatedBottomBarMetrics")
            if let top, top.name == "simulatedNavigationBarMetrics" {
                navigationBar = true
                navigationBarTranslucent = top["translucent"] != "NO"
                toolbar = bottom?.name == "simulatedToolbarMetrics"
            }
            tabBar = bottom?.name == "simulatedTabBarMetrics"
        }
    }
}

extension SceneMap {
    /// Drops every entry with this key.
    mutating func remove(_ key: String) {
        entries.removeAll { $0.key == key }
    }

    /// Edits the mapping at `key` (a new one when there is none); drops it when it ends empty.
    mutating func update(_ key: String, source: Mark?, _ edit: (inout SceneMap) -> Void) {
        var map = SceneMap(source: source)
        var entrySource = source
        if let index = entries.firstIndex(where: { $0.key == key }) {
            if case .map(let existing) = entries[index].value { map = existing }
            entrySource = entries[index].source ?? source
            entries.remove(at: index)
        }
        edit(&map)
        if !map.isEmpty { set(key, .map(map), source: entrySource) }
    }
}
