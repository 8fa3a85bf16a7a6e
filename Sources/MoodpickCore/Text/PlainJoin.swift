extension Array where Element == String {
    /// The strings one after another with `separator` between them, as `joined(separator:)`
    /// gives, by a plain loop: the standard library's generic `joined` makes, on its first call,
    /// the metadata of a collection type from its mangled name with a scan of every conformance
    /// record, about a seventh of a short pick's instructions (Benchmarks/README.md, "The start-up budget"). For the
    /// strings of every frame (the help row, SGR parameters).
    func joinedPlainly(separator: String) -> String {
        var text = ""
        for (index, part) in enumerated() {
            if index > 0 { text += separator }
            text += part
        }
        return text
    }
}
