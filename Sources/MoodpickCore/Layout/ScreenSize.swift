/// A screen size in cells.
package struct ScreenSize: Hashable, Sendable {
    package var columns: Int
    package var rows: Int
    package init(columns: Int, rows: Int) {
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
    }
}
