/// IB's view elements: the scene type each becomes and the axes on which its kind has an
/// intrinsic content size (UIKit: labels, buttons, images, controls… have one; plain views,
/// scroll views and stack views do not).
enum IBViewKinds {
    struct Kind {
        var type: String
        var intrinsicWidth: Bool
        var intrinsicHeight: Bool
        /// What the scene cannot model about this kind, when that changes the layout.
        var loss: String? = nil
    }

    static func kind(of element: XMLElementNode) -> Kind? {
        switch element.name {
        case "view", "containerView", "visualEffectView", "mapView", "glkView", "sceneKitView", "arscnView", "arskView",
            "mtkView", "skView", "collectionReusableView":
            return Kind(type: "UIView", intrinsicWidth: false, intrinsicHeight: false)
        case "label": return Kind(type: "UILabel", intrinsicWidth: true, intrinsicHeight: true)
        case "button": return Kind(type: "UIButton", intrinsicWidth: true, intrinsicHeight: true)
        case "imageView":
            // UIImageView's intrinsic size is its image's; without an image it has none.
            let hasImage = element["image"] != nil || element.child("imageReference") != nil
            return Kind(type: "UIImageView", intrinsicWidth: hasImage, intrinsicHeight: hasImage)
        case "switch": return Kind(type: "UISwitch", intrinsicWidth: true, intrinsicHeight: true)
        case "segmentedControl": return Kind(type: "UISegmentedControl", intrinsicWidth: true, intrinsicHeight: true)
        case "textField": return Kind(type: "UITextField", intrinsicWidth: true, intrinsicHeight: true)
        case "slider": return Kind(type: "UISlider", intrinsicWidth: false, intrinsicHeight: true)
        case "tableView": return Kind(type: "UITableView", intrinsicWidth: false, intrinsicHeight: false)
        case "collectionView": return Kind(type: "UICollectionView", intrinsicWidth: false, intrinsicHeight: false)
        case "scrollView": return Kind(type: "UIScrollView", intrinsicWidth: false, intrinsicHeight: false)
        case "textView":
            // A text view that does not scroll sizes itself to its text, like a label.
            let sizesToText = element["scrollEnabled"] == "NO"
            return Kind(type: "UITextView", intrinsicWidth: sizesToText, intrinsicHeight: sizesToText)
        case "stackView": return Kind(type: "UIStackView", intrinsicWidth: false, intrinsicHeight: false)
        case "activityIndicatorView", "pageControl", "stepper", "datePicker", "pickerView":
            return Kind(type: "UIView", intrinsicWidth: true, intrinsicHeight: true)
        case "progressView", "searchBar", "navigationBar", "toolbar", "tabBar":
            return Kind(type: "UIView", intrinsicWidth: false, intrinsicHeight: true)
        case "webView", "wkWebView":
            return Kind(
                type: "UIView", intrinsicWidth: false, intrinsicHeight: false,
                loss: "a web view (<\(element.name)>): its inner scroll view's content insets are not modelled; imported as a plain UIView")
        default:
            return nil
        }
    }

    /// Elements that are views but out of scope (prototype and static cells' contents).
    static let cells: Set<String> = ["tableViewCell", "collectionViewCell", "tableViewCellContentView"]
}
