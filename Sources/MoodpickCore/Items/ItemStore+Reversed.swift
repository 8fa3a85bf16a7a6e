/// `--tac`: the items in reverse order, the last one read first (fzf's option of that name).
extension ItemStore {
    /// A store of the same lines, last first, with the same cell options. The lines are joined
    /// with NUL (as `init(items:)` joins arguments); a line that holds a NUL itself (only
    /// possible without `--read0`) is cut there.
    package func reversed(cellOptions: CellOptions) -> ItemStore {
        var bytes: [UInt8] = []
        for index in stride(from: count - 1, through: 0, by: -1) {
            let line = line(at: index)
            bytes.append(contentsOf: line.prefix { $0 != 0 })
            bytes.append(0)
        }
        return ItemStore(bytes: bytes, separator: .nul, cellOptions: cellOptions)
    }
}
