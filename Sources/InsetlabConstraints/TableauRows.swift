/// What a tableau symbol stands for (Badros, Borning & Stuckey 2001, §3): a user variable
/// (unrestricted), a slack of an inequality, an error of an optional constraint (both ≥ 0), or
/// the dummy marker of a required equality (always 0).
enum SymbolKind: UInt8 {
    case external, slack, error, dummy

    /// Slack and error symbols are ≥ 0; external ones may take any value; dummies are fixed at 0.
    var isRestricted: Bool { self == .slack || self == .error }
    var isPivotable: Bool { self == .slack || self == .error }
}

/// Every row of the tableau (`basic = constant + Σ coefficient × symbol`, sparse, kept sorted by
/// symbol so that every operation is a linear merge and every iteration order is the same from
/// run to run), stored as a value: the cells of all rows in one array, each row a block of it
/// named by a row number. A row that outgrows its block moves to a larger one at the end; the
/// blocks left behind are reclaimed by compacting once they outnumber the live cells. Rows are
/// thus neither objects (no reference counting on every access) nor arrays of their own (no
/// allocation per row or per substitution).
struct TableauRows {
    struct Cell {
        var symbol: Int
        var coefficient: Double
    }

    private struct Header {
        var start: Int
        var count: Int
        /// 0 for a freed row.
        var capacity: Int
        var constant: Double
    }

    static let epsilon = 1.0e-8

    private var cells: [Cell] = []
    private var headers: [Header] = []
    private var freeRows: [Int] = []
    /// Cells of blocks no row uses any more.
    private var garbage = 0

    // MARK: Making and freeing

    /// A new empty row (`constant` alone) with room for `capacity` cells.
    mutating func make(constant: Double, capacity: Int = 4) -> Int {
        let header = Header(start: allocate(max(capacity, 4)), count: 0, capacity: max(capacity, 4), constant: constant)
        if let row = freeRows.popLast() {
            headers[row] = header
            return row
        }
        headers.append(header)
        return headers.count - 1
    }

    /// A new row equal to `row`.
    mutating func copy(_ row: Int) -> Int {
        let source = headers[row]
        let copy = make(constant: source.constant, capacity: source.count)
        let target = headers[copy].start
        let start = headers[row].start  // the allocation may have compacted the store
        for index in 0..<source.count { cells[target + index] = cells[start + index] }
        headers[copy].count = source.count
        return copy
    }

    mutating func free(_ row: Int) {
        garbage += headers[row].capacity
        headers[row].capacity = 0
        headers[row].count = 0
        freeRows.append(row)
    }

    mutating func removeAll() {
        cells.removeAll(keepingCapacity: true)
        headers.removeAll(keepingCapacity: true)
        freeRows.removeAll(keepingCapacity: true)
        garbage = 0
    }

    /// A block of `count` cells at the end (after compacting, when most cells are garbage).
    private mutating func allocate(_ count: Int) -> Int {
        if garbage > 4096, garbage * 2 > cells.count { compact() }
        let start = cells.count
        cells.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: count))
        return start
    }

    /// Live blocks copied to a fresh array, in row order: linear, and run only once the
    /// garbage is as large as the live cells, so its cost is paid for by the growth that made it.
    private mutating func compact() {
        var fresh: [Cell] = []
        fresh.reserveCapacity(cells.count - garbage + 64)
        for row in headers.indices where headers[row].capacity > 0 {
            let header = headers[row]
            headers[row].start = fresh.count
            fresh.append(contentsOf: cells[header.start..<(header.start + header.capacity)])
        }
        cells = fresh
        garbage = 0
    }

    /// Moves the row to a block of at least `needed` cells if its own is smaller.
    private mutating func reserve(_ row: Int, _ needed: Int) {
        guard needed > headers[row].capacity else { return }
        let capacity = max(needed, 2 * headers[row].capacity)
        let start = allocate(capacity)
        let old = headers[row]  // read after the allocation: compacting moves blocks
        for index in 0..<old.count { cells[start + index] = cells[old.start + index] }
        garbage += old.capacity
        headers[row].start = start
        headers[row].capacity = capacity
    }

    // MARK: Reading

    func constant(_ row: Int) -> Double { headers[row].constant }
    func count(_ row: Int) -> Int { headers[row].count }
    func isEmpty(_ row: Int) -> Bool { headers[row].count == 0 }
    /// The symbol of the row's cell at `index` (0..<count, in increasing symbol order).
    func symbol(_ row: Int, at index: Int) -> Int { cells[headers[row].start + index].symbol }
    func coefficient(_ row: Int, at index: Int) -> Double { cells[headers[row].start + index].coefficient }

    /// The row's symbols (allocates: for conflicts and other rare paths).
    func symbols(_ row: Int) -> [Int] {
        let header = headers[row]
        return (0..<header.count).map { cells[header.start + $0].symbol }
    }

    /// Where the symbol is or would go, as an offset in the row.
    private func position(_ row: Int, _ symbol: Int) -> (found: Bool, offset: Int) {
        let header = headers[row]
        var low = header.start
        var high = header.start + header.count
        while low < high {
            let mid = (low + high) >> 1
            if cells[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        return (low < header.start + header.count && cells[low].symbol == symbol, low - header.start)
    }

    func coefficient(_ row: Int, for symbol: Int) -> Double {
        let (found, offset) = position(row, symbol)
        return found ? cells[headers[row].start + offset].coefficient : 0
    }

    func contains(_ row: Int, _ symbol: Int) -> Bool { position(row, symbol).found }

    // MARK: Changing

    /// Adds `coefficient × symbol`; a sum that cancels removes the cell. Returns whether the
    /// symbol is new to the row.
    @discardableResult
    mutating func insert(_ row: Int, _ symbol: Int, _ coefficient: Double) -> Bool {
        let (found, offset) = position(row, symbol)
        if found {
            let index = headers[row].start + offset
            let sum = cells[index].coefficient + coefficient
            if abs(sum) < Self.epsilon { removeCell(row, at: offset) } else { cells[index].coefficient = sum }
            return false
        }
        guard abs(coefficient) >= Self.epsilon else { return false }
        reserve(row, headers[row].count + 1)
        let header = headers[row]
        cells.withUnsafeMutableBufferPointer { all in
            let at = all.baseAddress! + header.start + offset
            (at + 1).moveInitialize(from: at, count: header.count - offset)
            at.initialize(to: Cell(symbol: symbol, coefficient: coefficient))
        }
        headers[row].count += 1
        return true
    }

    private mutating func removeCell(_ row: Int, at offset: Int) {
        let header = headers[row]
        cells.withUnsafeMutableBufferPointer { all in
            let at = all.baseAddress! + header.start + offset
            at.moveInitialize(from: at + 1, count: header.count - offset - 1)
        }
        headers[row].count -= 1
    }

    mutating func remove(_ row: Int, _ symbol: Int) {
        let (found, offset) = position(row, symbol)
        if found { removeCell(row, at: offset) }
    }

    mutating func setConstant(_ row: Int, _ value: Double) { headers[row].constant = value }

    mutating func reverseSign(_ row: Int) {
        let header = headers[row]
        headers[row].constant = -header.constant
        for index in header.start..<(header.start + header.count) { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = constant + … + a × symbol + …` as `symbol = …` (the symbol leaves the row).
    mutating func solve(_ row: Int, for symbol: Int) {
        let (found, offset) = position(row, symbol)
        precondition(found, "solving a row for a symbol it does not hold")
        let factor = -1 / cells[headers[row].start + offset].coefficient
        removeCell(row, at: offset)
        let header = headers[row]
        headers[row].constant = header.constant * factor
        for index in header.start..<(header.start + header.count) { cells[index].coefficient *= factor }
    }

    /// `lhs = row` rewritten as `rhs = …` (a pivot: lhs enters the row, rhs leaves it).
    mutating func solve(_ row: Int, for lhs: Int, _ rhs: Int) {
        insert(row, lhs, -1)
        solve(row, for: rhs)
    }

    /// Replaces `symbol` in `row` by the expression `other`; appends the symbols this added to
    /// the row to `added`. Returns whether the row held the symbol.
    @discardableResult
    mutating func substitute(_ row: Int, _ symbol: Int, by other: Int, added: inout [Int]) -> Bool {
        let (found, offset) = position(row, symbol)
        guard found else { return false }
        let coefficient = cells[headers[row].start + offset].coefficient
        removeCell(row, at: offset)
        add(row, other, times: coefficient, added: &added)
        return true
    }

    /// Adds `coefficient × other` to `row` in one merge (`other` ≠ `row`); appends each symbol
    /// new to the row to `added`.
    mutating func add(_ row: Int, _ other: Int, times coefficient: Double, added: inout [Int]) {
        headers[row].constant += headers[other].constant * coefficient
        let theirCount = headers[other].count
        guard theirCount > 0 else { return }
        reserve(row, headers[row].count + theirCount)
        // Merged in place from the back into the row's block (room for both), then slid to the
        // front past the cells that cancelled.
        let mine = headers[row]
        let theirs = headers[other]
        let total = mine.count + theirs.count
        let newCount = cells.withUnsafeMutableBufferPointer { all -> Int in
            let cells = all.baseAddress! + mine.start
            let their = UnsafePointer(all.baseAddress! + theirs.start)
            var i = mine.count - 1
            var j = theirs.count - 1
            var write = total - 1
            while j >= 0 {
                if i >= 0 && cells[i].symbol > their[j].symbol {
                    cells[write] = cells[i]
                    write -= 1
                    i -= 1
                } else if i < 0 || their[j].symbol > cells[i].symbol {
                    let value = their[j].coefficient * coefficient
                    if abs(value) >= Self.epsilon {
                        cells[write] = Cell(symbol: their[j].symbol, coefficient: value)
                        write -= 1
                        added.append(their[j].symbol)
                    }
                    j -= 1
                } else {
                    let value = cells[i].coefficient + their[j].coefficient * coefficient
                    if abs(value) >= Self.epsilon {
                        cells[write] = Cell(symbol: cells[i].symbol, coefficient: value)
                        write -= 1
                    }
                    i -= 1
                    j -= 1
                }
            }
            // Cells 0...i are in place; what was written sits at write+1...; close the gap.
            let gap = write - i
            if gap > 0 {
                var index = write + 1
                while index < total {
                    cells[index - gap] = cells[index]
                    index += 1
                }
            }
            return total - gap
        }
        headers[row].count = newCount
    }
}
