internal import InsetlabWorkspace
internal import InsetlabScene
internal import InsetlabYAML

/// Finds the screens of one document and writes each as a scene.
struct DocumentImport {
    /// A scene's first line names the storyboard it came from, between these two, and its scene
    /// id after them (`ImportSession.importedFrom` reads it back).
    static let headerStart = "Imported by `insetlab import` from "
    static let headerSceneMark = ", scene "
    let document: IBDocument
    let target: DocumentTarget
    /// References to this storyboard from the storyboards imported with it.
    var references: [StoryboardReference] = []
    /// The reference that shows each controller (the first found), and the others that name it.
    private var shownBy: [ObjectIdentifier: StoryboardReference] = [:]
    private var alsoShownBy: [ObjectIdentifier: [StoryboardReference]] = [:]
    var screens: [ImportedScreen] = []
    var notes: [ImportLoss] = []
    /// Controllers whose graph losses a screen has reported.
    private var reported: Set<ObjectIdentifier> = []
    private var usedStems: Set<String> = []
    /// The next suffix to try for a stem: screens sharing a title probe from where the last one
    /// stopped, not from `-2` again (12,800 such screens took 13.7 s).
    private var nextSuffix: [String: Int] = [:]

    /// `base`, else `base-2`, `base-3`…: the first no screen of this file has (without case).
    private mutating func uniqueStem(_ base: String) -> String {
        var stem = base
        let key = base.lowercased()
        var number = nextSuffix[key, default: 2]
        while usedStems.contains(stem.lowercased()) {
            stem = "\(base)-\(number)"
            number += 1
        }
        if stem != base { nextSuffix[key] = number }
        usedStems.insert(stem.lowercased())
        return stem
    }

    init(document: IBDocument, target: DocumentTarget) {
        self.document = document
        self.target = target
    }

    static let contentElements: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "pageViewController",
        "avPlayerViewController", "glkViewController", "hostingController",
    ]

    mutating func run() {
        switch document.kind {
        case .storyboard:
            // Controllers another storyboard pushes by a reference, and the reference that does
            // (the first that names each; the others are said in its header).
            let own = references.isEmpty ? nil : ScreenGraph(document: document)
            for reference in references {
                guard let controller = document.controller(shownBy: reference) else { continue }
                if let own, reference.pushed?.loopsBack(to: controller, of: document.file, showing: own) == true { continue }
                let key = ObjectIdentifier(controller)
                if shownBy[key] == nil { shownBy[key] = reference } else { alsoShownBy[key, default: []].append(reference) }
            }
            let pushedFrom = document.controllers.compactMap { controller -> (controller: XMLElementNode, navigation: XMLElementNode)? in
                guard let pushed = shownBy[ObjectIdentifier(controller)]?.pushed,
                    controller.name != "navigationController", controller.name != "tabBarController"
                else { return nil }
                return (controller, pushed.navigation)
            }
            let graph = ScreenGraph(document: document, pushedFrom: pushedFrom)
            let controllers = document.controllers
            for controller in controllers where Self.contentElements.contains(controller.name) {
                // Part of its host's screen (embedded, or the root of an embedded navigation controller).
                if graph.embeddingHolder(of: controller) != nil { continue }
                screens.append(screen(for: controller, graph: graph))
            }
            // A loss about a controller that is part of no screen (a navigation controller whose
            // only relationship was refused) is said once, for the file.
            for loss in graph.losses {
                if let controller = loss.controller, !reported.contains(ObjectIdentifier(controller)) {
                    notes.append(ImportLoss(mark: loss.mark, what: loss.what))
                }
            }
            for unknown in unknownControllers() { screens.append(failed(unknown)) }
            if screens.isEmpty {
                notes.append(ImportLoss(mark: document.root.mark, what: "no content view controller in this storyboard"))
            }
        case .xib:
            importXib()
        }
    }

    // MARK: Storyboards

    /// The style a presentation segue shows `presented` in: the segue's, else the controller's
    /// own, else a popover for a popover segue, else `automatic`.
    static func presentationStyle(segue: XMLElementNode, presented: XMLElementNode) -> String {
        segue["modalPresentationStyle"] ?? presented["modalPresentationStyle"] ?? (segue["kind"] == "popoverPresentation" ? "popover" : "automatic")
    }

    /// Whether UIKit shows a presentation in `style` as a sheet on the target: `automatic` from
    /// iOS 13, the page and form sheets and popovers on iPhone from iOS 13 and on iPad always.
    func isSheet(_ style: String) -> Bool {
        let sheetStyles: Set<String> = ["pageSheet", "formSheet", "popover"]
        return (target.ios >= 13 && (style == "automatic" || sheetStyles.contains(style))) || (target.isPad && sheetStyles.contains(style))
    }

    /// What a storyboard reference that does not push puts around `presented` and the import
    /// does not follow across files: a tab or a container view of the other file, a sheet, a
    /// presentation over the current context.
    private func referenceLosses(_ reference: StoryboardReference, presented: XMLElementNode) -> [ImportLoss] {
        if let heldBy = reference.heldBy {
            return [ImportLoss(
                mark: presented.mark,
                what: "shown by a storyboard reference at \(reference.description), \(heldBy) in that file, which the import does not follow across files: imported as the window's root")]
        }
        // A push of a navigation or tab bar controller presents it (UIKit cannot push one).
        guard let segue = reference.presentation ?? (reference.pushed != nil ? reference.segue : nil) else { return [] }
        let style = Self.presentationStyle(segue: segue, presented: presented)
        if isSheet(style) {
            return [ImportLoss(
                mark: presented.mark,
                what: "presented by a storyboard reference at \(reference.description) as a sheet (\(style)), which the import does not follow across files: imported full screen")]
        }
        if ["currentContext", "overCurrentContext"].contains(style) {
            return [ImportLoss(mark: presented.mark, what: "presented by a storyboard reference at \(reference.description) over the current context (\(style)), which is not modelled: imported full screen")]
        }
        return []
    }

    /// The reference another imported storyboard shows `top` by, other than a push (a pushed
    /// controller is on that file's navigation stack: `ScreenGraph`'s `pushedFrom`), when the
    /// import would otherwise make it the window's root.
    private func unpushedReference(to top: XMLElementNode, graph: ScreenGraph) -> StoryboardReference? {
        switch graph.entry(of: top) {
        case .initial, .loose: break
        default: return nil
        }
        guard let reference = shownBy[ObjectIdentifier(top)] else { return nil }
        // A push of a navigation or tab bar controller presents it (UIKit cannot push one).
        return reference.pushed == nil || top.name == "navigationController" || top.name == "tabBarController" ? reference : nil
    }

    private mutating func screen(for content: XMLElementNode, graph: ScreenGraph) -> ImportedScreen {
        var losses = target.losses
        let navigation = graph.navigation[ObjectIdentifier(content)]
        let outer = navigation?.nav ?? content
        let tab = graph.tab[ObjectIdentifier(outer)]
        let column = graph.split[ObjectIdentifier(tab?.tabBar ?? outer)]
        let columns = column.map { graph.splitColumns[ObjectIdentifier($0.split)] ?? [:] } ?? [:]
        let splitCovered = column != nil && columns[.primary] != nil && columns[.secondary] != nil
        let top = splitCovered ? column!.split : tab?.tabBar ?? outer
        var emitter = ControllerEmitter(document: document, graph: graph, traits: target.traits)
        let stack = navigation.map { _ in graph.stack(endingAt: content, limit: document.objects.count) } ?? [content]
        let tabSiblings = tab.map { graph.tabChildren[ObjectIdentifier($0.tabBar)] ?? [] } ?? []
        // Pushed by a storyboard reference: the stack starts on the referencing file's navigation
        // controller (the graph put it there). Shown by one otherwise: like a controller code
        // presents, in containers this file does not hold (its Simulated Metrics say which).
        let pushedBy = stack.first.flatMap { root in navigation.flatMap { _ in shownBy[ObjectIdentifier(root)] } }
        let pushed = pushedBy?.pushed.flatMap { $0.navigation === navigation?.nav ? $0 : nil }
        let shownByReference = pushed == nil ? unpushedReference(to: top, graph: graph) : nil
        let entry: ScreenGraph.Entry = pushed != nil ? .initial : shownByReference != nil ? .loose : graph.entry(of: top)
        var presenter: XMLElementNode?
        if case .presented(let segue) = entry { presenter = segue.source }
        let splitSiblings = splitCovered ? ScreenGraph.SplitColumn.allCases.compactMap { columns[$0] } : []
        emitter.prepare(content: content, chain: [top, outer] + stack + tabSiblings + splitSiblings + (presenter.map { [$0] } ?? []))
        var holders: [XMLElementNode?] = [nil]
        for holder in [content, outer, tab?.tabBar, top].compactMap({ $0 }) where !holders.contains(where: { $0 === holder }) {
            holders.append(holder)
        }
        for holder in holders {
            losses += graph.losses(of: holder).map { ImportLoss(mark: $0.mark, what: $0.what) }
            if let holder { reported.insert(ObjectIdentifier(holder)) }
        }

        var header: [String] = []
        // The chain, inside out.
        var contentMap = emitter.content(content, inNavigation: navigation != nil)
        // A controller no segue shows goes in the container its Simulated Metrics name (below).
        let simulatedLoose = navigation == nil && tab == nil && !splitCovered && { if case .loose = entry { true } else { false } }()
        var runtime = SimulatedBars.Runtime(
            navigationController: navigation?.nav, stack: (pushed?.stack ?? []) + stack,
            inTabBarController: tab != nil || pushed?.inTabBar == true, simulatedContainerOf: simulatedLoose ? content : nil)
        if simulatedLoose, let shownByReference {
            runtime.shownBy = "\(shownByReference.file) shows this controller by a storyboard reference, in containers this file does not hold"
        }
        let warnings = SimulatedBars.check(content, runtime: runtime)
        // --bars simulated: where IB's explicit Simulated Metrics differ from the chain's bars
        // (what ib-simulated-bars reports), they replace them.
        let simulation = target.bars == .simulated && !warnings.isEmpty ? SimulatedMetrics(content) : nil
        var asSimulated: [String] = []
        if let mark = simulation?.statusBarHidden {
            contentMap.set("prefersStatusBarHidden", true, source: mark)
            asSimulated.append("no status bar (line \(mark.line))")
        }
        var node = contentMap
        if let navigation {
            // On the referencing file's navigation controller when a reference pushed this
            // stack: its settings as that file has them (no line of this file is their source),
            // and the controllers below the reference by type only (they are that file's).
            var nav = SceneMap(source: pushed == nil ? navigation.nav.mark : nil)
            nav.set("type", "UINavigationController")
            if pushed == nil {
                nav.set("id", emitter.views.controllerIDs[ObjectIdentifier(navigation.nav)] ?? "navigationController")
                nav.set(text: "ib", navigation.nav["id"] ?? "?")
                emitter.navigationSettings(&nav, nav: navigation.nav)
            } else {
                var settings = SceneMap()
                emitter.navigationSettings(&settings, nav: navigation.nav)
                nav.entries += settings.withoutSources().entries
            }
            if let simulation, simulation.top != nil || simulation.bottom != nil {
                simulation.apply(to: &nav)
                asSimulated.append("the navigation controller's bars as simulated (lines \([simulation.top?.mark.line, simulation.bottom?.mark.line].compactMap { $0.map(String.init) }.joined(separator: ", ")))")
            }
            var list: [SceneValue] = (pushed?.stack ?? []).map { .map(ControllerEmitter.typeOnly($0)) }
            list += stack.dropLast().map { .map(emitter.inStack($0)) }
            list.append(.map(contentMap))
            nav.set("viewControllers", .list(list), source: navigation.segue?.mark)
            node = nav
        }
        if let pushed, let pushedBy {
            let below = pushed.stack.count
            let navigationFile = pushed.file == document.file ? "this file" : pushed.file
            header.append("pushed by a storyboard reference at \(pushedBy.description) onto \(ScreenGraph.describe(pushed.navigation)) of \(navigationFile) (line \(pushed.navigation.mark.line)), written from it with the \(below) controller\(below == 1 ? "" : "s") below the reference in its stack (type only)")
            if let era = pushed.era, era.ios != target.ios, !target.iosRequested {
                // Files of one app saved by different Xcodes: each is dated by its own.
                header.append("\(navigationFile) was saved by Xcode \(era.xcode) (iOS \(era.ios) by that measure); this screen is laid out for iOS \(target.ios), its own file's era: give --ios to lay the app out for one version")
            }
            if let heldBy = pushed.heldBy {
                losses.append(ImportLoss(
                    mark: stack[0].mark,
                    what: "pushed by a storyboard reference at \(pushedBy.description) onto a navigation controller that is \(heldBy) in \(navigationFile), which the import does not follow: imported with the navigation controller as the window's root"))
            }
        }
        if navigation == nil, !splitCovered, let simulation {
            let topBar = content.child(key: "simulatedTopBarMetrics")
            let bottomBar = content.child(key: "simulatedBottomBarMetrics")
            if simulation.simulatesNavigationBar, !simulatedLoose, let topBar {
                node = Self.navigationContainer(around: node, top: topBar, bottom: bottomBar)
                asSimulated.append("inside a navigation controller (line \(topBar.mark.line))")
            } else if !simulation.simulatesNavigationBar, simulation.simulatesToolbar, let bottomBar {
                node = Self.navigationContainer(around: node, top: nil, bottom: bottomBar)
                asSimulated.append("inside a navigation controller with its bar hidden, for the simulated toolbar (line \(bottomBar.mark.line))")
            }
        }
        if tab != nil, let simulation, simulation.simulatesNoTabBar, let mark = simulation.bottom?.mark {
            asSimulated.append("without the tab bar controller (line \(mark.line))")
        } else if let tab {
            var tabMap = SceneMap(source: tab.tabBar.mark)
            tabMap.set("type", "UITabBarController")
            tabMap.set("id", emitter.views.controllerIDs[ObjectIdentifier(tab.tabBar)] ?? "tabBarController")
            tabMap.set(text: "ib", tab.tabBar["id"] ?? "?")
            emitter.tabSettings(&tabMap, tabBar: tab.tabBar)
            simulation?.apply(toTabBarController: &tabMap)
            let children = graph.tabChildren[ObjectIdentifier(tab.tabBar)] ?? []
            // A tab bar in compact width shows four tabs and "More" when it has more than five
            // (UITabBarController, moreNavigationController): the fifth on is shown inside the
            // More navigation controller, under its bar.
            if !target.isPad, children.count > 5, tab.index >= 4 {
                losses.append(ImportLoss(
                    mark: tab.tabBar.mark,
                    what: "tab \(tab.index + 1) of \(children.count): on an iPhone UIKit shows it inside the tab bar controller's More navigation controller, under its navigation bar, which is not modelled"))
            }
            var list: [SceneValue] = []
            for (index, child) in children.enumerated() {
                list.append(.map(index == tab.index ? node : emitter.offScreen(child)))
            }
            if tab.index != 0 { tabMap.set("selectedIndex", Double(tab.index)) }
            tabMap.set("viewControllers", .list(list))
            node = tabMap
        }
        if splitCovered, let column {
            // SCENE-FORMAT's split view (the window's root): this screen's chain in its
            // column, the other columns with their type and provenance only.
            let inner = tab?.tabBar ?? outer
            var splitMap = SceneMap(source: column.split.mark)
            splitMap.set("type", "UISplitViewController")
            splitMap.set("id", emitter.views.controllerIDs[ObjectIdentifier(column.split)] ?? "splitViewController")
            splitMap.set(text: "ib", column.split["id"] ?? "?")
            for key in ScreenGraph.SplitColumn.allCases {
                guard let child = columns[key] else { continue }
                splitMap.set(key.rawValue, .map(child === inner ? node : emitter.offScreen(child)))
            }
            node = splitMap
            header.append("the \(column.column.rawValue) column of split view controller \(column.split["id"] ?? "?") (its other columns are written with their type and provenance only)")
        }
        if tab == nil, !simulatedLoose, !splitCovered, let simulation, simulation.simulatesTabBar,
            let bottomBar = content.child(key: "simulatedBottomBarMetrics")
        {
            node = Self.tabContainer(around: node, bottom: bottomBar)
            asSimulated.append("inside a tab bar controller (line \(bottomBar.mark.line))")
        }
        if !asSimulated.isEmpty {
            header.append("--bars simulated: laid out under Interface Builder's Simulated Metrics, not the runtime chain: \(asSimulated.joined(separator: "; "))")
        }
        var simulatedChain: String?
        if navigation == nil, tab == nil, !splitCovered, case .loose = entry,
            let wrapped = Self.simulatedContainer(around: node, content: content)
        {
            node = wrapped.map
            simulatedChain = wrapped.what
        }
        contentMap = node

        switch entry {
        case .initial where pushed != nil:
            break
        case .initial:
            header.append("the storyboard's initial view controller is the window's root")
        case .contained(let what, let mark):
            // The chain stops at `top`; what holds it (a navigation controller around a tab bar
            // controller, a container view around a navigation stack, a tab around a split view)
            // would move and shrink it.
            losses.append(ImportLoss(mark: mark, what: "\(ScreenGraph.describe(top)) is \(what), which the import does not model around it: imported as the window's root"))
            header.append("\(ScreenGraph.describe(top)) is \(what): imported as the window's root")
        case .loose:
            if let reference = shownByReference {
                losses += referenceLosses(reference, presented: top)
                let shown = "shown by a storyboard reference at \(reference.description)"
                header.append(simulatedChain.map { "\(shown): imported inside \($0), as its Simulated Metrics say and Interface Builder lays it out" }
                    ?? (top === content ? "\(shown): imported as the window's root" : "\(shown): imported with its containers in this file as the window's root"))
            } else if let simulatedChain {
                header.append("no segue shows this controller (code presents it): imported inside \(simulatedChain), as its Simulated Metrics say and Interface Builder lays it out")
            } else {
                header.append("no segue shows this controller (code presents it): imported as the window's root")
            }
        case .presented(let segue):
            let style = Self.presentationStyle(segue: segue.element, presented: top)
            let isSheet = isSheet(style)
            if isSheet, splitCovered {
                losses.append(ImportLoss(
                    mark: segue.element.mark,
                    what: "a split view presented as a sheet (\(style)) is not modelled (the model has it as the window's root): imported as the window's root"))
            } else if isSheet, ["automatic", "pageSheet", "formSheet"].contains(style) {
                // SCENE-FORMAT "Presentation (v2)": the presenter (off screen, type and
                // provenance only) presents the chain as a sheet.
                var presented = contentMap
                presented.set("modalPresentationStyle", style, source: segue.element.mark)
                var presenting = emitter.offScreen(segue.source)
                presenting.set("presentedViewController", .map(presented), source: segue.element.mark)
                contentMap = presenting
                header.append("presented as a sheet (\(style)) by segue \(segue.element["id"] ?? "") from \(segue.source["id"] ?? "?"), which is written with its type and provenance only")
            } else if isSheet {
                losses.append(ImportLoss(
                    mark: segue.element.mark,
                    what: "presented as a popover (\(style)), which is not modelled: imported full screen as the window's root"))
            } else if ["currentContext", "overCurrentContext"].contains(style) {
                losses.append(ImportLoss(mark: segue.element.mark, what: "presented over the current context (\(style)), which is not modelled: imported full screen"))
            } else {
                header.append("presented full screen (segue \(segue.element["id"] ?? "")): the window's root while it is on screen")
            }
        }
        if let navigation, stack.count > 1, let segue = navigation.segue {
            header.append("pushed onto the navigation stack by segue \(segue["id"] ?? "") (line \(segue.mark.line))")
        }
        if let shown = pushedBy ?? shownByReference, let root = pushedBy != nil ? stack.first : top {
            for other in alsoShownBy[ObjectIdentifier(root)] ?? [] where other.file != shown.file || other.line != shown.line {
                header.append("also shown by a storyboard reference at \(other.description), not laid out here (one scene per controller: the first reference found)")
            }
        }
        header += Self.tableHeaderContents(in: emitter.views)

        if graph.embeddedIn[ObjectIdentifier(content)] == nil, let size = Self.designedSize(of: content) {
            // Simulated Size: Freeform (or a fixed size that is no device's screen) — designed
            // for a size the code that shows it sets (a popover, a child sized by code, a bar);
            // as a window root it would fill the screen.
            losses.append(ImportLoss(
                mark: size.mark,
                what: "designed at a freeform size (\(SceneNumber.format(size.number("width") ?? 0)) × \(SceneNumber.format(size.number("height") ?? 0))): the code that shows it decides its size; imported full screen"))
        }
        // A container taken from the Simulated Metrics (no segue shows the controller) has the
        // simulated bar, prompt included.
        let barSimulation = simulation ?? (simulatedChain != nil ? SimulatedMetrics(content) : nil)
        let barShown = barSimulation.flatMap { $0.simulatesNavigationBar ? true : nil } ?? runtime.navigationBar
        if let prompt = Self.promptLoss(content: content, navigationBarShown: barShown, simulation: barSimulation) {
            losses.append(prompt)
        }
        let name = Self.name(of: content)
        return finish(content: content, name: name, root: contentMap, losses: losses + emitter.losses + (emitter.constraints?.losses ?? []),
                      header: header, warnings: warnings, resolvesSizeClasses: Self.resolvesSizeClasses(emitter.views))
    }

    /// The `<size>` a controller was designed at when that is not a screen: Simulated Size
    /// Freeform (`<freeformSimulatedSizeMetrics>` in older files; a `<size key="freeformSize">`
    /// alone from Xcode 12 on), or a fixed simulated size no catalog device has.
    static func designedSize(of controller: XMLElementNode) -> XMLElementNode? {
        if let size = controller.child("size", key: "freeformSize") { return size }
        guard let fixed = controller.child(key: "simulatedDestinationMetrics"), fixed.name == "fixedSimulatedSizeMetrics",
            let size = fixed.child("size", key: "portraitSize"), let width = size.number("width"), let height = size.number("height")
        else { return nil }
        let portrait = Size(width: min(width, height), height: max(width, height))
        return DeviceCatalog.models.contains { $0.screen == portrait } ? nil : size
    }

    /// Scene members IB marks as a scene's controller whose element insetlab does not know
    /// (a newer Xcode's, or a hand-edited file): each is a screen that could not be imported.
    private func unknownControllers() -> [XMLElementNode] {
        let scenes = document.root.child("scenes")?.children.filter { $0.name == "scene" } ?? []
        return scenes.flatMap { scene in
            (scene.child("objects")?.children ?? []).filter {
                $0["sceneMemberID"] == "viewController" && !IBDocument.controllerElements.contains($0.name)
            }
        }
    }

    private mutating func failed(_ controller: XMLElementNode) -> ImportedScreen {
        let name = Self.name(of: controller)
        let stem = uniqueStem(FileNames.safe(name, fallback: "Screen"))
        let loss = ImportLoss(mark: controller.mark, what: "unknown controller element <\(controller.name)>: not imported")
        return ImportedScreen(
            ib: controller["id"] ?? "?", name: name, fileStem: stem, status: .failed, lost: [loss], warnings: [], text: nil,
            lineSources: [])
    }

    static func name(of controller: XMLElementNode) -> String {
        let candidates = [
            controller.child("navigationItem", key: "navigationItem")?["title"], controller["title"],
            controller["storyboardIdentifier"], controller["customClass"], controller["userLabel"],
        ]
        for case let candidate? in candidates where !candidate.prefix(ScreenViews.longestNameSource).trimmingWhitespace(newlines: false).isEmpty {
            return candidate.dropFirst(ScreenViews.longestNameSource).isEmpty ? candidate : candidate.prefix(ScreenViews.longestNameSource) + "…"
        }
        return controller.name.prefix(1).uppercased() + controller.name.dropFirst() + " " + (controller["id"] ?? "")
    }

    // MARK: Xibs

    private mutating func importXib() {
        guard let objects = document.root.child("objects") else {
            notes.append(ImportLoss(mark: document.root.mark, what: "no <objects> in this xib"))
            return
        }
        let owner = objects.children.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
        let viewOutlet = owner?.child("connections")?.children.first { $0.name == "outlet" && $0["property"] == "view" }
        let graph = ScreenGraph(document: document)
        for object in objects.children {
            if let owner, let viewOutlet, object["id"] == viewOutlet["destination"] {
                screens.append(xibScreen(owner: owner, view: object, graph: graph))
            } else if Self.contentElements.contains(object.name) {
                screens.append(screen(for: object, graph: graph))
            } else if IBViewKinds.cells.contains(object.name) || object.name == "collectionReusableView" {
                notes.append(ImportLoss(mark: object.mark, what: "a cell (<\(object.name)>): cells' contents are out of scope"))
            } else if IBViewKinds.kind(of: object) != nil {
                notes.append(ImportLoss(mark: object.mark, what: "a free-standing <\(object.name)> that no controller owns: code places it, so it is not a screen"))
            }
        }
    }

    private mutating func xibScreen(owner: XMLElementNode, view: XMLElementNode, graph: ScreenGraph) -> ImportedScreen {
        var views = ScreenViews()
        views.traits = target.traits
        views.add(controller: owner, root: view, superview: nil)
        var outlets: [String: String] = [:]
        for element in IBDocument.descendants(of: document.root) where element.name == "outlet" {
            if let destination = element["destination"], let property = element["property"], outlets[destination] == nil,
                !["dataSource", "delegate"].contains(property)
            {
                outlets[destination] = property
            }
        }
        views.assignIDs(controllers: [owner], outlets: outlets)
        let constraints = ScreenConstraints(views: views, document: document, traits: target.traits)
        var emitter = ViewEmitter(views: views, constraints: constraints) { _ in nil }
        var controller = SceneMap(source: owner.mark)
        controller.set("type", "UIViewController")
        controller.set("id", views.controllerIDs[ObjectIdentifier(owner)] ?? "owner")
        controller.set(text: "ib", owner["id"] ?? "?")
        let typeKnown = view.name == "view"
        controller.set("view", .map(emitter.root(view, typeKnown: typeKnown)), source: view.mark)
        let name = owner["customClass"] ?? "File's Owner"
        // The code that shows the owner is not in the file: the view's Simulated Metrics are the
        // only word on its container, as for a storyboard controller no segue shows.
        var root = controller
        var header = "the File's Owner's view, as the window's root (the code that shows it is not in the file)"
        if let wrapped = Self.simulatedContainer(around: controller, content: view) {
            root = wrapped.map
            header = "the File's Owner's view (the code that shows it is not in the file): imported inside \(wrapped.what), as its Simulated Metrics say and Interface Builder lays it out"
        }
        return finish(content: owner, name: name, root: root, losses: target.losses + emitter.losses + constraints.losses,
                      header: [header] + Self.tableHeaderContents(in: views), warnings: [], ib: view["id"],
                      resolvesSizeClasses: Self.resolvesSizeClasses(views))
    }

    // MARK: Writing

    private mutating func finish(
        content: XMLElementNode, name: String, root: SceneMap, losses: [ImportLoss], header: [String],
        warnings: [ImportWarning], ib: String? = nil, resolvesSizeClasses: Bool = false
    ) -> ImportedScreen {
        let stem = uniqueStem(FileNames.safe(name, fallback: "Screen"))
        var seen: Set<ImportLoss> = []
        let unique = losses.filter { seen.insert($0).inserted }.sorted { ($0.mark ?? Mark(line: 0, column: 0)) < ($1.mark ?? Mark(line: 0, column: 0)) }

        var writer = SceneTextWriter()
        writer.comment(Self.headerStart + document.file + Self.headerSceneMark + "\(content["id"] ?? "?"): regenerate rather than edit.")
        for line in target.explanation { writer.comment(line) }
        for line in header { writer.comment(line) }
        if resolvesSizeClasses, !target.landscape {
            writer.comment("orientation: portrait, the size classes the constraints and subviews were chosen for (compact width, regular height on an iPhone); for landscape, import with the document in landscape")
        }
        if root.hidesAnArrangedSubview() {
            writer.comment("a stack view here holds a hidden arranged subview: Interface Builder's canvas keeps its room (the frames it stores after it sit further on), UIKit's stack view gives it none at run time, as the scene does")
        }
        // The file stores frames, not the text, fonts and images that size labels, buttons and
        // images at run time: their intrinsic sizes are IB's frames, and do not follow a device.
        if root.setsAnywhere("intrinsicContentSize") {
            writer.comment("intrinsicContentSize: the sizes Interface Builder stored for text and images on its canvas (insetlab does not measure text or images); on another device, text that wraps differently keeps this size")
        }
        if !unique.isEmpty {
            writer.comment("LOSSY: what the scene does not carry:")
            for loss in unique { writer.comment("  \(Self.location(loss.mark)) \(loss.what)") }
        }
        for warning in warnings { writer.comment("warning: \(Self.location(warning.mark)) \(warning.message)") }
        var scene = SceneMap(source: content.mark)
        scene.set("name", SceneQuoting.string(name))
        scene.set("device", target.device.hasPrefix("{") ? target.device : SceneQuoting.string(target.device), source: document.root.child("device")?.mark)
        if target.landscape {
            scene.set("orientation", "landscape")
        } else if resolvesSizeClasses {
            // The size classes were resolved for portrait: a matrix that adds landscape would lay
            // out portrait's constraints (a scene's own key wins over the matrix).
            scene.set("orientation", "portrait")
        }
        scene.set("ios", Double(target.ios), source: document.root.mark)
        scene.set("root", .map(root), source: root.source)
        writer.write(scene)
        return ImportedScreen(
            ib: ib ?? content["id"] ?? "?", name: name, fileStem: stem, status: unique.isEmpty ? .exact : .lossy, lost: unique,
            warnings: warnings, text: writer.text, lineSources: writer.lineSources)
    }

    /// What a table's header and footer views hold, which the scene leaves out: the scene
    /// format has their heights (`tableHeaderHeight`, `tableFooterHeight`), which is all they
    /// change of the table's layout; their subviews, like cells' contents, place no other view.
    static func tableHeaderContents(in views: ScreenViews) -> [String] {
        var lines: [String] = []
        for table in views.order where table.name == "tableView" {
            for (key, name, height) in [("tableHeaderView", "header", "tableHeaderHeight"), ("tableFooterView", "footer", "tableFooterHeight")] {
                guard let view = table.child(key: key) else { continue }
                // Every view inside it the size class installs, at any depth.
                var count = 0
                var pending = views.subviews(of: view)
                while let subview = pending.popLast() {
                    count += 1
                    pending += views.subviews(of: subview)
                }
                guard count > 0 else { continue }
                lines.append("line \(view.mark.line): the \(name) view of table \"\(table["id"] ?? "?")\" is written as its height (\(height)); the \(count) view\(count == 1 ? "" : "s") in it \(count == 1 ? "is" : "are") not imported, like cells' contents (the scene format has no \(name) view; they place no other view)")
            }
        }
        return lines
    }

    /// Whether a size-class variation (other than the base size class's) decides a subview or
    /// a constraint of the screen: its layout then holds for the target's size classes only.
    static func resolvesSizeClasses(_ views: ScreenViews) -> Bool {
        func varies(_ element: XMLElementNode) -> Bool { element.children.contains { $0.name == "variation" && $0["key"] != "default" } }
        return views.order.contains { view in varies(view) || (view.child("constraints")?.children.contains(where: varies) ?? false) }
    }

    static func location(_ mark: Mark?) -> String { mark.map { "line \($0.line):\($0.column):" } ?? "" }
}
