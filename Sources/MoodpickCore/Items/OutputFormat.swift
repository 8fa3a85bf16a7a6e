/// What is printed on stdout for the chosen item (`--output`).
package enum OutputFormat: String, Sendable, CaseIterable {
    /// The item's original bytes, without its line ending.
    case line
    /// The emoji symbol; a text item's symbol is its text.
    case symbol
    /// The label (text after the symbol, trimmed), or a text item's line.
    case label
    /// The 0-based index.
    case index
    /// One JSON object: index, symbol (null for a text item), label, line.
    case json

    /// The bytes to print for item `index`, ended by a newline or, with `print0`, a NUL.
    package func output(for index: Int, in items: ItemStore, print0: Bool = false) -> [UInt8] {
        var bytes: [UInt8]
        switch self {
        case .line:
            bytes = items.lineBytes(at: index)
        case .symbol:
            let anatomy = items.anatomy(at: index)
            if let symbol = anatomy.symbol {
                bytes = Array(symbol.utf8)
            } else {
                bytes = items.lineBytes(at: index)
            }
        case .label:
            bytes = Array(items.anatomy(at: index).label.utf8)
        case .index:
            bytes = Array(String(index).utf8)
        case .json:
            let anatomy = items.anatomy(at: index)
            let line = String(decoding: items.line(at: index), as: UTF8.self)
            var object = "{\"index\":\(index),\"symbol\":"
            object += anatomy.symbol.map(JSONString.quoted) ?? "null"
            object += ",\"label\":" + JSONString.quoted(anatomy.label)
            object += ",\"line\":" + JSONString.quoted(line) + "}"
            bytes = Array(object.utf8)
        }
        bytes.append(print0 ? 0 : 0x0A)
        return bytes
    }
}

/// JSON string literals (RFC 8259): quotes, backslashes and every control character escaped.
package enum JSONString {
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
