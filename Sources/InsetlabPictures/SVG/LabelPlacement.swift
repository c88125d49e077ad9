import InsetlabScene

/// Text measured without a font: the pictures use the reader's system sans-serif, whose exact
/// widths are unknown here, so widths are estimated generously (0.6 em a character) and every
/// layout decision made from them is deterministic.
enum TextMetrics {
    static func width(_ text: String, fontSize: Double) -> Double {
        Double(text.count) * fontSize * 0.6
    }

    /// Greedy word wrap to `width`; a word longer than a line is cut.
    static func wrap(_ text: String, width: Double, fontSize: Double) -> [String] {
        let perLine = max(8, Int(width / (fontSize * 0.6)))
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            while word.count > perLine {
                if !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                lines.append(String(word.prefix(perLine)))
                word = String(word.dropFirst(perLine))
            }
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= perLine {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}

/// Places labels on the screen so that they do not sit on top of each other: each label tries
/// its preferred spot, then spots further down, and takes the first free one (or its preferred
/// spot when every one is taken). Same input order → same placement.
struct LabelPlacement {
    private var taken: [Rect] = []
    let bounds: Rect
    /// The screen's corner radius: a label near a corner moves inwards, clear of the curve.
    let cornerRadius: Double

    init(bounds: Rect, cornerRadius: Double = 0) {
        self.bounds = bounds
        self.cornerRadius = cornerRadius
    }

    /// The baseline origin for a label of `size` that would like its top-left at `preferred`.
    mutating func place(_ size: Size, preferred: Point, step: Double, attempts: Int = 12) -> Point {
        var chosen: Rect?
        for attempt in 0..<attempts {
            let candidate = clamp(Rect(
                x: preferred.x, y: preferred.y + Double(attempt) * step, width: size.width, height: size.height))
            if !taken.contains(where: { $0.intersection(candidate) != nil }) {
                chosen = candidate
                break
            }
        }
        let box = chosen ?? clamp(Rect(x: preferred.x, y: preferred.y, width: size.width, height: size.height))
        taken.append(box)
        return Point(x: box.minX, y: box.minY)
    }

    /// Marks a region as occupied (a marker, a bar title) without placing anything.
    mutating func reserve(_ rect: Rect) {
        taken.append(rect)
    }

    private func clamp(_ rect: Rect) -> Rect {
        let y = min(max(rect.minY, bounds.minY + 2), max(bounds.minY + 2, bounds.maxY - rect.height - 2))
        // How far the rounded corner reaches in at the box's outermost row.
        var reach = 0.0
        let r = cornerRadius
        if r > 0 {
            let depth = max(bounds.minY + r - y, y + rect.height - (bounds.maxY - r))
            if depth > 0 { reach = r - (r * r - min(depth, r) * min(depth, r)).squareRoot() }
        }
        let left = bounds.minX + 2 + reach, right = bounds.maxX - 2 - reach
        let x = min(max(rect.minX, left), max(left, right - rect.width))
        return Rect(x: x, y: y, width: rect.width, height: rect.height)
    }
}
