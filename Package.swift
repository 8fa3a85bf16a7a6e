// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "moodpick",
    products: [
        .library(name: "MoodpickCore", targets: ["MoodpickCore"]),
        .executable(name: "moodpick", targets: ["moodpick"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The only C: a module map and a header of static inline accessors for ncursesw.
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // Pure Swift: items, layout, physics, snapping, picker state, frames, replay, the loop.
        .target(name: "MoodpickCore"),
        // The only importer of CNcursesw: the real terminal, signals, the system clock, input loading.
        .target(name: "MoodpickCurses", dependencies: ["MoodpickCore", "CNcursesw"]),
        .executableTarget(
            name: "moodpick",
            dependencies: [
                "MoodpickCore",
                "MoodpickCurses",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "MoodpickCoreTests", dependencies: ["MoodpickCore"]),
        .testTarget(name: "MoodpickCursesTests", dependencies: ["MoodpickCurses", "MoodpickCore"]),
        .testTarget(name: "MoodpickEndToEndTests", dependencies: ["MoodpickCore"]),
    ],
    swiftLanguageModes: [.v6]
)
