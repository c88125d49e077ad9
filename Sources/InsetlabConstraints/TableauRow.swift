/// What a tableau symbol stands for (Badros, Borning & Stuckey 2001, §3): a user variable
/// (unrestricted), a slack of an inequality, an error of an optional constraint (both ≥ 0), or
/// the dummy marker of a required equality (always 0).
enum SymbolKind: UInt8 {
    case external, slack, error, dummy

    /// Slack and error symbols are ≥ 0; external ones may take any value; dummies are fixed at 0.
    var isRestricted: Bool { self == .slack || self == .error }
    var isPivotable: Bool { self == .slack || self == .error }
}

/// One row of the tableau: `basic = constant + Σ coefficient × symbol`, a sparse vector kept
/// sorted by symbol so that every operation is a linear merge and every iteration order is the
/// same from run to run (the chosen subject and pivots, hence any tie, are deterministic).
final class TableauRow {
    private(set) var symbols: [Int]
    private(set) var coefficients: [Double]
    var constant: Double

    static let epsilon = 1.0e-8

    init(constant: Double) {
        self.symbols = []
        self.coefficients = []
        self.constant = constant
    }

    init(copying other: TableauRow) {
        symbols = other.symbols
        coefficients = other.coefficients
        constant = other.constant
    }

    var isEmpty: Bool { symbols.isEmpty }

    private func position(of symbol: Int) -> (found: Bool, index: Int) {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        return (low < symbols.count && symbols[low] == symbol, low)
    }

    func coefficient(for symbol: Int) -> Double {
        let (found, index) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    func contains(_ symbol: Int) -> Bool { position(of: symbol).found }

    /// Adds `coefficient × symbol`; a sum that cancels removes the cell. Returns whether the
    /// symbol is new to the row.
    @discardableResult
    func insert(_ symbol: Int, _ coefficient: Double) -> Bool {
        let (found, index) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if abs(sum) < Self.epsilon {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = sum
            }
            return false
        }
        guard abs(coefficient) >= Self.epsilon else { return false }
        symbols.insert(symbol, at: index)
        coefficients.insert(coefficient, at: index)
        return true
    }

    /// Adds `coefficient × other` in one merge; `added` hears each symbol new to this row.
    func insert(_ other: TableauRow, _ coefficient: Double, added: (Int) -> Void = { _ in }) {
        constant += other.constant * coefficient
        if other.symbols.count <= 2 {
            for (symbol, value) in zip(other.symbols, other.coefficients) where insert(symbol, value * coefficient) {
                added(symbol)
            }
            return
        }
        // Merged in place from the back, into the row's own arrays grown by the other's
        // length (no allocation once their capacity suffices: a substitution happens at every
        // pivot), then slid to the front past the cells that cancelled. The arrays are moved
        // into locals first, so the merge makes one access to the row, not one per cell.
        var mine = symbols
        var values = coefficients
        symbols = []
        coefficients = []
        let count = mine.count
        let total = count + other.symbols.count
        mine.append(contentsOf: repeatElement(0, count: other.symbols.count))
        values.append(contentsOf: repeatElement(0, count: other.symbols.count))
        let gap = other.symbols.withUnsafeBufferPointer { theirs in
            other.coefficients.withUnsafeBufferPointer { theirValues in
                mine.withUnsafeMutableBufferPointer { cells in
                    values.withUnsafeMutableBufferPointer { cellValues in
                        var i = count - 1
                        var j = theirs.count - 1
                        var write = total - 1
                        while j >= 0 {
                            if i >= 0 && cells[i] > theirs[j] {
                                cells[write] = cells[i]
                                cellValues[write] = cellValues[i]
                                write -= 1
                                i -= 1
                            } else if i < 0 || theirs[j] > cells[i] {
                                let value = theirValues[j] * coefficient
                                if abs(value) >= Self.epsilon {
                                    cells[write] = theirs[j]
                                    cellValues[write] = value
                                    write -= 1
                                    added(theirs[j])
                                }
                                j -= 1
                            } else {
                                let value = cellValues[i] + theirValues[j] * coefficient
                                if abs(value) >= Self.epsilon {
                                    cells[write] = cells[i]
                                    cellValues[write] = value
                                    write -= 1
                                }
                                i -= 1
                                j -= 1
                            }
                        }
                        // Cells 0...i are already in place; what was written sits at write+1...;
                        // close the gap between them.
                        let gap = write - i
                        if gap > 0 {
                            var index = write + 1
                            while index < total {
                                cells[index - gap] = cells[index]
                                cellValues[index - gap] = cellValues[index]
                                index += 1
                            }
                        }
                        return gap
                    }
                }
            }
        }
        mine.removeLast(gap)
        values.removeLast(gap)
        symbols = mine
        coefficients = values
    }

    func remove(_ symbol: Int) {
        let (found, index) = position(of: symbol)
        guard found else { return }
        symbols.remove(at: index)
        coefficients.remove(at: index)
    }

    func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Rewrites `0 = constant + … + a × symbol + …` as `symbol = …` (the symbol leaves the row).
    func solve(for symbol: Int) {
        let (found, index) = position(of: symbol)
        precondition(found, "solving a row for a symbol it does not hold")
        let factor = -1 / coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        constant *= factor
        for k in coefficients.indices { coefficients[k] *= factor }
    }

    /// `lhs = row` rewritten as `rhs = …` (a pivot: lhs enters the row, rhs leaves it).
    func solve(for lhs: Int, _ rhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row`; returns the symbols this added to the row.
    func substitute(_ symbol: Int, by row: TableauRow, added: (Int) -> Void) {
        let (found, index) = position(of: symbol)
        guard found else { return }
        let coefficient = coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        insert(row, coefficient, added: added)
    }
}
