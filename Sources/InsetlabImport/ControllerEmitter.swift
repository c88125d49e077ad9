internal import InsetlabYAML

/// Writes controllers as scene mappings: the container chain above the on-screen controller
/// (navigation stack, tab bar), the on-screen controller with its view tree and embedded
/// children, and the controller settings IB stores.
struct ControllerEmitter {
    let document: IBDocument
    let graph: ScreenGraph
    let traits: [String: String]
    var views = ScreenViews()
    var constraints: ScreenConstraints?
    var losses: [ImportLoss] = []

    static func type(of controller: XMLElementNode) -> String {
        switch controller.name {
        case "tableViewController": "UITableViewController"
        case "collectionViewController": "UICollectionViewController"
        case "navigationController": "UINavigationController"
        case "tabBarController": "UITabBarController"
        default: "UIViewController"
        }
    }

    /// The on-screen controller and every controller embedded in it, depth-first (iteratively).
    func contentControllers(from content: XMLElementNode) -> [XMLElementNode] {
        var result: [XMLElementNode] = []
        var seen: Set<ObjectIdentifier> = []
        var stack = [content]
        while let controller = stack.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            result.append(controller)
            // An embedded navigation controller shows its root view controller in the container.
            if controller.name == "navigationController", let root = graph.navigationRoots[ObjectIdentifier(controller)] {
                stack.append(root)
            }
            guard let root = ScreenViews.rootView(of: controller) else { continue }
            for view in IBDocument.descendants(of: root) where view.name == "containerView" {
                if let child = graph.embedded[ObjectIdentifier(view)] { stack.append(child) }
            }
        }
        return result
    }

    /// Collects views, ids and constraints of the screen shown by `content`.
    mutating func prepare(content: XMLElementNode, chain: [XMLElementNode]) {
        let controllers = contentControllers(from: content)
        views.traits = traits
        for controller in controllers {
            if let root = ScreenViews.rootView(of: controller) {
                views.add(controller: controller, root: root, superview: embeddingContainer(of: controller))
            }
        }
        var outlets: [String: String] = [:]
        for controller in controllers {
            for element in IBDocument.descendants(of: controller) where element.name == "outlet" {
                if let destination = element["destination"], let property = element["property"], outlets[destination] == nil,
                    !["dataSource", "delegate"].contains(property)
                {
                    outlets[destination] = property
                }
            }
        }
        views.assignIDs(controllers: chain + controllers.filter { c in !chain.contains { $0 === c } }, outlets: outlets)
        constraints = ScreenConstraints(views: views, document: document, traits: traits)
    }

    private func embeddingContainer(of controller: XMLElementNode) -> XMLElementNode? {
        graph.embeddingHolder(of: controller)
    }

    /// A controller of another storyboard below a storyboard reference in a navigation stack:
    /// its type and the stack settings that reach the screen on top (`stackSettings`), with no
    /// id or provenance of this file.
    static func typeOnly(_ controller: XMLElementNode) -> SceneMap {
        var map = SceneMap()
        map.set("type", offScreenType(of: controller))
        stackSettings(&map, controller: controller, sourced: false)
        return map
    }

    /// A controller below the screen in its navigation stack: its type and provenance, and what
    /// of it reaches the screen on top: `hidesBottomBarWhenPushed` (it hides the tab bar and the
    /// toolbar for every controller pushed above it, M31) and its navigation item's
    /// `largeTitleDisplayMode` (an `automatic` one above takes it, M11).
    func inStack(_ controller: XMLElementNode) -> SceneMap {
        var map = offScreen(controller)
        Self.stackSettings(&map, controller: controller, sourced: true)
        return map
    }

    private static func stackSettings(_ map: inout SceneMap, controller: XMLElementNode, sourced: Bool) {
        if controller["hidesBottomBarWhenPushed"] == "YES" { map.set("hidesBottomBarWhenPushed", true) }
        if let item = controller.child("navigationItem", key: "navigationItem"), let mode = item["largeTitleDisplayMode"],
            ["automatic", "always", "never"].contains(mode)
        {
            map.set("largeTitleDisplayMode", mode, source: sourced ? item.mark : nil)
        }
    }

    /// An off-screen controller's type: a container there is written as a plain controller.
    static func offScreenType(of controller: XMLElementNode) -> String {
        controller.name == "navigationController" || controller.name == "tabBarController" ? "UIViewController" : type(of: controller)
    }

    /// A controller off screen (earlier in a stack, another tab): its type and provenance only.
    func offScreen(_ controller: XMLElementNode) -> SceneMap {
        var map = SceneMap(source: controller.mark)
        map.set("type", Self.offScreenType(of: controller))
        map.set("id", views.controllerIDs[ObjectIdentifier(controller)] ?? "controller")
        map.set(text: "ib", controller["id"] ?? "?")
        return map
    }

    /// The on-screen content controller (or one embedded in it) with its view tree.
    mutating func content(_ controller: XMLElementNode, inNavigation: Bool) -> SceneMap {
        if controller.name == "navigationController", let root = graph.navigationRoots[ObjectIdentifier(controller)] {
            // Embedded in a container view: the navigation controller and its root, on screen.
            var nav = SceneMap(source: controller.mark)
            nav.set("type", "UINavigationController")
            nav.set("id", views.controllerIDs[ObjectIdentifier(controller)] ?? "navigationController")
            nav.set(text: "ib", controller["id"] ?? "?")
            navigationSettings(&nav, nav: controller)
            nav.set("viewControllers", .list([.map(content(root, inNavigation: true))]), source: graph.navigation[ObjectIdentifier(root)]?.segue?.mark)
            return nav
        }
        var map = SceneMap(source: controller.mark)
        let type = Self.type(of: controller)
        map.set("type", type)
        map.set("id", views.controllerIDs[ObjectIdentifier(controller)] ?? "controller")
        map.set(text: "ib", controller["id"] ?? "?")
        settings(&map, controller: controller, inNavigation: inNavigation)
        losses += ViewSettings.runtimeAttributeLosses(of: controller)
        guard let root = ScreenViews.rootView(of: controller) else {
            if !["viewController", "pageViewController"].contains(controller.name) || controller.children.contains(where: { $0.attributes["key"] == "view" }) {
                let what = controller.name == "viewControllerPlaceholder"
                    ? "a storyboard reference (\(controller["storyboardName"] ?? "another storyboard")): its controller is not in this file; the scene has an empty view"
                    : "<\(controller.name)>'s view is made in code; the scene has an empty view"
                losses.append(ImportLoss(mark: controller.mark, what: what))
            } else if controller.name == "pageViewController",
                !IBDocument.descendants(of: controller).contains(where: { $0.name == "segue" && $0["kind"] == "relationship" })
            {
                // No page relationship to say it (those are losses of their own, at their
                // destinations): its pages come from its data source, in code.
                losses.append(ImportLoss(mark: controller.mark, what: "a page view controller's pages come from its data source, in code; the scene has an empty view"))
            }
            return map
        }
        var emitter = ViewEmitter(views: views, constraints: constraints ?? ScreenConstraints(views: views, document: document, traits: traits)) { container in
            nil
        }
        // Embedded children need the emitter's state too; map them first, then hand them over.
        var children: [ObjectIdentifier: SceneMap] = [:]
        for view in IBDocument.descendants(of: root) where view.name == "containerView" {
            if let child = graph.embedded[ObjectIdentifier(view)], child !== controller {
                children[ObjectIdentifier(view)] = content(child, inNavigation: false)
            }
        }
        emitter = ViewEmitter(views: views, constraints: emitter.constraints) { children[ObjectIdentifier($0)] }
        let key = switch type {
        case "UITableViewController": "tableView"
        case "UICollectionViewController": "collectionView"
        default: "view"
        }
        map.set(key, .map(emitter.root(root, typeKnown: key != "view" || root.name == "view")), source: root.mark)
        losses += emitter.losses
        return map
    }

    /// edgesForExtendedLayout, extendedLayoutIncludesOpaqueBars, automaticallyAdjustsScrollViewInsets,
    /// hidesBottomBarWhenPushed, largeTitleDisplayMode.
    func settings(_ map: inout SceneMap, controller: XMLElementNode, inNavigation: Bool) {
        if let edges = controller.child("extendedEdge", key: "edgesForExtendedLayout") {
            let set = ["top", "left", "bottom", "right"].filter { edges[$0] == "YES" }
            if set.count < 4 { map.set("edgesForExtendedLayout", set.isEmpty ? .scalar("none") : .flow(set), source: edges.mark) }
        }
        if controller["extendedLayoutIncludesOpaqueBars"] == "YES" { map.set("extendedLayoutIncludesOpaqueBars", true) }
        if controller["automaticallyAdjustsScrollViewInsets"] == "NO" { map.set("automaticallyAdjustsScrollViewInsets", false) }
        if controller["hidesBottomBarWhenPushed"] == "YES" { map.set("hidesBottomBarWhenPushed", true) }
        if inNavigation, let item = controller.child("navigationItem", key: "navigationItem"),
            let mode = item["largeTitleDisplayMode"], ["automatic", "always", "never"].contains(mode)
        {
            map.set("largeTitleDisplayMode", mode, source: item.mark)
        }
    }

    /// A navigation controller's own keys.
    func navigationSettings(_ map: inout SceneMap, nav: XMLElementNode) {
        if let bar = nav.child("navigationBar", key: "navigationBar") {
            var barMap = SceneMap(source: bar.mark)
            if bar["translucent"] == "NO" { barMap.set("isTranslucent", false) }
            if bar["largeTitles"] == "YES" { barMap.set("prefersLargeTitles", true) }
            if !barMap.isEmpty { map.set("navigationBar", .map(barMap), source: bar.mark) }
        }
        if nav["navigationBarHidden"] == "YES" { map.set("isNavigationBarHidden", true) }
        if let toolbar = nav.child("toolbar", key: "toolbar"), toolbar["translucent"] == "NO" {
            var toolbarMap = SceneMap(source: toolbar.mark)
            toolbarMap.set("isTranslucent", false)
            map.set("toolbar", .map(toolbarMap), source: toolbar.mark)
        }
        if nav["toolbarHidden"] == "NO" { map.set("isToolbarHidden", false) }
    }

    func tabSettings(_ map: inout SceneMap, tabBar: XMLElementNode) {
        if let bar = tabBar.child("tabBar", key: "tabBar"), bar["translucent"] == "NO" {
            var barMap = SceneMap(source: bar.mark)
            barMap.set("isTranslucent", false)
            map.set("tabBar", .map(barMap), source: bar.mark)
        }
    }
}
