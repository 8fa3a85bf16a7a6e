// swift-tools-version: 6.0
import PackageDescription

// An embedder's package: it depends on moodpick's library product by path, as another package
// would by URL (`.package(url: "https://github.com/…/moodpick", from: "0.3.0")`).
let package = Package(
    name: "PickAMood",
    dependencies: [.package(name: "moodpick", path: "../..")],
    targets: [
        .executableTarget(name: "PickAMood", dependencies: [.product(name: "Moodpick", package: "moodpick")])
    ],
    swiftLanguageModes: [.v6]
)
