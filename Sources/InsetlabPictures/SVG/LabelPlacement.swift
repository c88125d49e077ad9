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

/// Places labels on the screen so that no two overlap: each label tries its preferred spot,
/// then spots further along its `step`, then against it, then beside its preferred spot, and takes
/// the first free one; when every candidate is taken it is left out (`place` returns `nil`) rather
/// than drawn over another. The same input order gives the same placement.
///
/// Taken boxes are kept in a grid of square cells, so a candidate is tested only against the
/// boxes in the cells it covers: a picture of 1,000 views places its labels in linear time.
struct LabelPlacement {
    /// Side of a grid cell, in points: about two label lines, so a label covers few cells.
    static let cellSize = 32.0

    private var cells: [CellKey: [Rect]] = [:]
    let bounds: Rect
    /// The screen's corner radius: a label near a corner moves inwards, clear of the curve.
    let cornerRadius: Double

    private struct CellKey: Hashable {
        var column: Int
        var row: Int
    }

    init(bounds: Rect, cornerRadius: Double = 0) {
        self.bounds = bounds
        self.cornerRadius = cornerRadius
    }

    /// A placed box: its top-left, and how far from its preferred spot it went.
    struct Placed {
        var origin: Point
        /// Steps along (or against) `step` from the preferred spot.
        var steps: Int
        /// Whether it went to one side of the spot (every spot above and below was taken).
        var isBeside: Bool
    }

    /// The top-left of a free box of `size` as near `preferred` (its wished top-left) as the
    /// candidates allow, now taken; `nil` when every candidate overlaps a taken box.
    mutating func place(_ size: Size, preferred: Point, step: Double, attempts: Int = 12) -> Placed? {
        for (rect, steps, isBeside) in candidates(size, preferred: preferred, step: step, attempts: attempts)
        where isFree(rect) {
            reserve(rect)
            return Placed(origin: Point(x: rect.minX, y: rect.minY), steps: steps, isBeside: isBeside)
        }
        return nil
    }

    /// Marks a region as occupied (a marker, a bar title, the sensor housing) without placing anything.
    mutating func reserve(_ rect: Rect) {
        forEachCell(of: rect) { cells[$0, default: []].append(rect) }
    }

    /// Whether `rect` overlaps no taken box (touching edges do not count).
    func isFree(_ rect: Rect) -> Bool {
        var free = true
        forEachCell(of: rect) { key in
            if free, let taken = cells[key], taken.contains(where: { $0.intersection(rect) != nil }) { free = false }
        }
        return free
    }

    /// Along the step first (the label's natural direction: down a list, up from a bottom edge),
    /// then the other way, then the same rows shifted to either side by the label's width.
    private func candidates(_ size: Size, preferred: Point, step: Double, attempts: Int)
        -> [(rect: Rect, steps: Int, isBeside: Bool)]
    {
        var offsets: [(side: Double, steps: Int)] = (0..<attempts).map { (0, $0) }
        offsets += (1..<max(attempts / 2, 2)).map { (0, -$0) }
        for side in [-1.0, 1.0] {
            offsets += (0..<max(attempts / 2, 1)).map { (side, $0) }
        }
        return offsets.map { side, steps in
            let rect = clamp(Rect(
                x: preferred.x + side * (size.width + 6), y: preferred.y + Double(steps) * step,
                width: size.width, height: size.height))
            return (rect, abs(steps), side != 0)
        }
    }

    /// Where a box of `size` wished at `preferred` goes when that spot is free: kept on screen and
    /// clear of the rounded corners.
    func firstChoice(_ size: Size, preferred: Point) -> Point {
        let box = clamp(Rect(x: preferred.x, y: preferred.y, width: size.width, height: size.height))
        return Point(x: box.minX, y: box.minY)
    }

    private func forEachCell(of rect: Rect, _ body: (CellKey) -> Void) {
        let size = Self.cellSize
        // Bounded: a reserved region is at most the screen, so the loops are short.
        let left = Int((max(rect.minX, bounds.minX - size) / size).rounded(.down))
        let right = Int((min(rect.maxX, bounds.maxX + size) / size).rounded(.down))
        let top = Int((max(rect.minY, bounds.minY - size) / size).rounded(.down))
        let bottom = Int((min(rect.maxY, bounds.maxY + size) / size).rounded(.down))
        guard left <= right, top <= bottom else { return }
        for row in top...bottom {
            for column in left...right { body(CellKey(column: column, row: row)) }
        }
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
