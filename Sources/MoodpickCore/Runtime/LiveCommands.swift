/// What runs beside the picker when the strip settles: `--preview` (its output shown under the
/// strip) and `--on-change` (output discarded). The loop tells it about every settle; the
/// terminal layer runs the processes and wakes the loop when the preview has more to show.
package protocol LiveCommands: AnyObject {
    /// The strip came to rest on a different item: start the commands for it, ending any older
    /// preview. `columns` is how wide the preview may draw.
    func settled(on values: CommandTemplate.Values, columns: Int)
    /// What the preview shows now; nil without `--preview`.
    var preview: PreviewBuffer? { get }
}

extension CommandTemplate.Values {
    /// The placeholders' values for item `index` of `items`, with the query as typed.
    package init(item index: Int, in items: ItemStore, query: String) {
        let anatomy = items.anatomy(at: index)
        self.init(line: String(decoding: items.line(at: index), as: UTF8.self), index: index,
                  symbol: anatomy.symbol ?? anatomy.label, label: anatomy.label, query: query)
    }
}
