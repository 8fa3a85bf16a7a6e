import MoodpickImages

// make bench's image section (Benchmarks/README.md, section 12): each file given is read,
// decoded, turned upright, scaled into a box and drawn as half-block symbols, with no cache, and
// the time of each step printed as one tab-separated line per file (microseconds):
//   moodpick-images-bench COLUMNSxROWS FILE...
// prints `file  read  decode  scale  symbols  width  height` or `file  error  REASON`.

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

let arguments = CommandLine.arguments.dropFirst()
guard let size = arguments.first, let cross = size.firstIndex(of: "x"), let columns = Int(size[..<cross]),
    let rows = Int(size[size.index(after: cross)...]), columns > 0, rows > 0
else {
    let usage = Array("usage: moodpick-images-bench COLUMNSxROWS FILE...\n".utf8)
    _ = usage.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}
let box = ThumbnailBox(columns: columns, rows: rows)
let budget = PixelBudget()
for path in arguments.dropFirst() {
    let start = now()
    let read = ImageFile.open(path, budget: budget).flatMap { $0.readAll(limit: budget.maxFileBytes) }
    let afterRead = now()
    guard case .success(let bytes) = read else {
        if case .failure(let failure) = read { print("\(path)\terror\t\(failure.reason)") }
        continue
    }
    switch ImageDecoder.decode(bytes, budget: budget, atLeast: (box.dotWidth, box.dotHeight)) {
    case .success(let image):
        let afterDecode = now()
        let fitted = box.fitted(width: image.width, height: image.height)
        let thumbnail = AreaScaler.scale(image, width: fitted.width, height: fitted.height)
        let afterScale = now()
        let picture = SymbolRenderer().picture(of: thumbnail, in: box)
        let afterSymbols = now()
        precondition(picture.cells.count == columns * rows)
        let times = [afterRead - start, afterDecode - afterRead, afterScale - afterDecode, afterSymbols - afterScale]
        print(([path] + times.map { String(Int(($0 * 1000).rounded())) } + [String(image.width), String(image.height)]).joined(separator: "\t"))
    case .failure(let failure):
        print("\(path)\terror\t\(failure.reason)")
    }
}
