import InsetlabScene
import InsetlabSceneDecoding

/// Schema of the presentation keys (SCENE-FORMAT "Presentation (v2)"): `presentedViewController`,
/// `modalPresentationStyle` and `sheet`, which every controller type takes.
enum PresentationSchemas {
    static func key(_ name: String) -> SchemaKey {
        switch name {
        case "presentedViewController":
            return SchemaKey(
                name, SceneSchema.ref("presentedController"),
                """
                UIViewController.presentedViewController: the controller this one presents, on \
                screen above it (any type, containers included). Its frame follows its \
                modalPresentationStyle; the presenting chain stays laid out beneath.
                """,
                example: ["type": "UIViewController", "modalPresentationStyle": "pageSheet"]
            )
        case "modalPresentationStyle":
            return SchemaKey(
                name, ValueSchemas.enumeration(ModalPresentationStyle.self, "automatic, fullScreen, overFullScreen, pageSheet or formSheet."),
                """
                UIViewController.modalPresentationStyle, read when this controller is presented. \
                automatic is full screen before iOS 13 and a page sheet from iOS 13; sheets adapt \
                to full screen in compact width (iPhone before iOS 13, iPhone landscape). A \
                full-screen presentation owns the status bar; a sheet leaves it to its presenter.
                """,
                default: .string(ModalPresentationStyle.automatic.rawValue)
            )
        case "searchController":
            return SchemaKey(
                name, SceneSchema.ref("searchController"),
                """
                UINavigationItem.searchController (iOS 11+), read on the controller on screen in a \
                navigation controller. With hidesSearchBarWhenScrolling false the search bar shows \
                under the bar and adds 52 pt (a commonly quoted value, unmeasured: the report notes \
                it); with UIKit's default true it is collapsed at rest.
                """,
                example: ["hidesSearchBarWhenScrolling": false]
            )
        case "primary", "secondary", "compact":
            let what = [
                "primary": "The primary column (a sidebar or list), beside the secondary in regular width.",
                "secondary": "The secondary column (the detail), on screen in regular width.",
                "compact": "The column shown in compact width (iPhone portrait); without it the split view collapses onto the primary.",
            ][name] ?? ""
            return SchemaKey(name, SceneSchema.ref("embeddedController"), "UISplitViewController column. " + what, example: ["type": "UIViewController"])
        case "preferredDisplayMode":
            return SchemaKey(
                name, ValueSchemas.enumeration(SplitSpec.DisplayMode.self, "automatic, oneBesideSecondary, oneOverSecondary or secondaryOnly."),
                "UISplitViewController.preferredDisplayMode in regular width. automatic is taken as oneBesideSecondary in landscape and secondaryOnly in portrait (an estimate, noted).",
                default: .string(SplitSpec.DisplayMode.automatic.rawValue))
        case "preferredPrimaryColumnWidth":
            return SchemaKey(
                name, SceneSchema.ref("positiveNumber"),
                "UISplitViewController.preferredPrimaryColumnWidth. Without it the primary column is 320 wide, a commonly quoted value (unmeasured, noted).",
                example: 320)
        case "prompt":
            return SchemaKey(
                name, ["type": "string"],
                """
                UINavigationItem.prompt: a line of text above the title, read on the controller on \
                screen; the navigation bar grows by 30 pt (a commonly quoted value, unmeasured: \
                the report notes it).
                """,
                example: "Select a photo"
            )
        default:
            return SchemaKey(
                name, SceneSchema.ref("sheet"),
                """
                The sheet's detents (UISheetPresentationController, iOS 15+): the sheet rests at \
                selectedDetent, else at its smallest detent. iOS 26 page-sheet frames are measured \
                on an iPhone 16; other versions and devices are estimates the report notes.
                """,
                example: ["detents": ["medium", "large"], "selectedDetent": "medium"]
            )
        }
    }

    static var searchController: SchemaJSON {
        SceneSchema.described(
            "Search controller settings.",
            SceneSchema.closedObject(
                [
                    SchemaKey(
                        "hidesSearchBarWhenScrolling", ["type": "boolean"],
                        "UINavigationItem.hidesSearchBarWhenScrolling: true (UIKit's default) keeps the search bar collapsed at rest.",
                        default: .bool(true))
                ],
                required: []))
    }

    static var sheet: SchemaJSON {
        let detent = ValueSchemas.enumeration(SheetDetent.self, "medium or large (custom heights are not modelled yet).")
        return SceneSchema.described(
            "Sheet settings: detents and the selected one.",
            SceneSchema.closedObject(
                [
                    SchemaKey(
                        "detents", ["type": "array", "minItems": 1, "uniqueItems": true, "items": detent],
                        "The detents the sheet may rest at.", default: .strings(["large"])),
                    SchemaKey("selectedDetent", detent, "The detent the sheet rests at (default: the smallest listed).", example: "large"),
                ],
                required: []))
    }
}
