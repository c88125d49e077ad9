internal import InsetlabYAML

/// Interface Builder draws the bars a controller is designed under from its own settings
/// (the Simulated Metrics: top bar, bottom bar, status bar). Where the controller chain that
/// shows the screen at run time has other bars, what the developer saw in IB is not what the
/// device shows. Only explicit simulations are compared: "Inferred" follows the chain.
enum SimulatedBars {
    struct Runtime {
        var navigationBar: Bool
        var navigationBarTranslucent: Bool
        var tabBar: Bool
        var toolbar: Bool
        /// No segue shows the controller: code presents it, in a container the file does not hold.
        var shownByCode = false
        /// What shows it instead, when that is known (another storyboard's reference).
        var shownBy: String?

        /// That no `bar` shows the screen: at run time, or, for a controller code or another
        /// storyboard shows, in this storyboard, which is all the import knows.
        func noBar(_ bar: String) -> String {
            shownByCode
                ? "the storyboard shows no \(bar) around it (\(shownBy ?? "code presents this controller, in a container the file does not hold"))"
                : "no \(bar) shows it at run time"
        }
    }

    static func check(_ controller: XMLElementNode, runtime: Runtime) -> [ImportWarning] {
        var warnings: [ImportWarning] = []
        if let top = controller.child(key: "simulatedTopBarMetrics") {
            switch top.name {
            case "simulatedNavigationBarMetrics":
                if !runtime.navigationBar {
                    warnings.append(ImportWarning(
                        mark: top.mark,
                        message: "Interface Builder simulates a navigation bar above this screen, but \(runtime.noBar("visible navigation bar")): the frames IB stored are laid out under a bar the device \(runtime.shownByCode ? "may not draw" : "does not draw")",
                        fix: "set the Simulated Metrics Top Bar to Inferred (or None), or show the screen in a navigation controller"))
                } else {
                    let simulatedTranslucent = top["translucent"] != "NO"
                    if simulatedTranslucent != runtime.navigationBarTranslucent {
                        let simulated = simulatedTranslucent ? "translucent" : "opaque"
                        let actual = runtime.navigationBarTranslucent ? "translucent" : "opaque"
                        warnings.append(ImportWarning(
                            mark: top.mark,
                            message: "Interface Builder simulates \(simulatedTranslucent ? "a" : "an") \(simulated) navigation bar, but the navigation controller's bar is \(actual) at run time: with edgesForExtendedLayout and extendedLayoutIncludesOpaqueBars this moves the view's top edge",
                            fix: "set the Simulated Metrics Top Bar to Inferred, or make the navigation bar's Translucent setting match"))
                    }
                }
            case "nil":
                if runtime.navigationBar {
                    warnings.append(ImportWarning(
                        mark: top.mark,
                        message: "Interface Builder simulates no top bar, but a navigation bar shows this screen at run time: content IB placed at the top sits under (or below) that bar on the device",
                        fix: "set the Simulated Metrics Top Bar to Inferred"))
                }
            default:
                break
            }
        }
        if let bottom = controller.child(key: "simulatedBottomBarMetrics") {
            let simulatedTab = bottom.name == "simulatedTabBarMetrics"
            let simulatedToolbar = bottom.name == "simulatedToolbarMetrics"
            if simulatedTab, !runtime.tabBar {
                warnings.append(ImportWarning(
                    mark: bottom.mark,
                    message: "Interface Builder simulates a tab bar below this screen, but \(runtime.noBar("tab bar"))",
                    fix: "set the Simulated Metrics Bottom Bar to Inferred"))
            } else if simulatedToolbar, !runtime.toolbar {
                warnings.append(ImportWarning(
                    mark: bottom.mark,
                    message: "Interface Builder simulates a toolbar below this screen, but \(runtime.noBar("toolbar"))",
                    fix: "set the Simulated Metrics Bottom Bar to Inferred"))
            } else if bottom.name == "nil", runtime.tabBar || runtime.toolbar {
                warnings.append(ImportWarning(
                    mark: bottom.mark,
                    message: "Interface Builder simulates no bottom bar, but a \(runtime.tabBar ? "tab bar" : "toolbar") shows this screen at run time: content IB placed at the bottom sits under that bar on the device",
                    fix: "set the Simulated Metrics Bottom Bar to Inferred"))
            }
        }
        if let status = controller.child(key: "simulatedStatusBarMetrics"), status.name == "nil" {
            warnings.append(ImportWarning(
                mark: status.mark,
                message: "Interface Builder simulates no status bar, but UIKit shows one unless the controller's code hides it (prefersStatusBarHidden): the layout IB shows starts higher than on the device",
                fix: "set the Simulated Metrics Status Bar to Inferred, or hide the status bar in code and say so in the scene (prefersStatusBarHidden: true)"))
        }
        return warnings
    }
}
