// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "moodpick",
    products: [
        // The one library: the pick on the real terminal and the engine types of docs/CONTRACT.md §7.
        .library(name: "Moodpick", targets: ["Moodpick"]),
        .executable(name: "moodpick", targets: ["moodpick"]),
    ],
    dependencies: [
        // `make docs`: the Moodpick.docc catalog built by DocC (`swift package generate-documentation`).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Properties over random inputs with shrinking (Tests/MoodpickCoreTests/Properties); tests only.
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        // The only C: the terminfo accessors Swift cannot import as they are (libtinfo), and the
        // async-signal-safe terminal restore. Needs Debian's libncurses-dev (.ci/run installs it).
        .target(
            name: "CTerminfo",
            cSettings: [.define("_DEFAULT_SOURCE"), .define("_XOPEN_SOURCE", to: "600")],
            // Only terminfo is used (setupterm, tigetstr, tiparm): libtinfo alone on Linux, one
            // library fewer for the loader at every start; macOS has terminfo in libncurses.
            linkerSettings: [.linkedLibrary("tinfo", .when(platforms: [.linux])), .linkedLibrary("ncurses", .when(platforms: [.macOS]))]
        ),
        // Image decoding through libpng, libjpeg-turbo, libwebp and giflib (Debian's -dev
        // packages, scripts/packages; linked statically into the release binary). C because
        // libpng and libjpeg report errors by longjmp (docs/IMAGES.md).
        .target(
            name: "CImageCodecs",
            linkerSettings: [
                .linkedLibrary("png16"), .linkedLibrary("jpeg"), .linkedLibrary("webp"), .linkedLibrary("gif"),
                .linkedLibrary("z"), .linkedLibrary("m"),
            ]
        ),
        // Images as cells: decode, scale, symbols, the thumbnail cache and its worker. Plain
        // values out; no terminal code (docs/IMAGES.md).
        .target(name: "MoodpickImages", dependencies: ["CImageCodecs"]),
        // Pure Swift: items, layout, physics, snapping, picker state, frames, replay, the loop.
        // `Double.rounded()` calls libm's rint and trunc; the core imports nothing that would
        // link libm for a program that uses only this library.
        .target(name: "MoodpickCore", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // The only importer of CTerminfo: the real terminal, signals, the system clock, input loading.
        .target(name: "MoodpickTerminal", dependencies: ["MoodpickCore", "CTerminfo"]),
        // The command line as data: one option table that parsing, --help and the shell
        // completions come from. Pure Swift, no reflection (start-up: Benchmarks/README.md §4).
        .target(name: "MoodpickCommandLine", dependencies: ["MoodpickCore"]),
        .executableTarget(name: "moodpick", dependencies: ["MoodpickCore", "MoodpickTerminal", "MoodpickCommandLine", "MoodpickPictures", "MoodpickImages"]),
        // The library product: `Moodpick.pick` and its kin over the engine and the real terminal.
        .target(name: "Moodpick", dependencies: ["MoodpickCore", "MoodpickTerminal"]),
        // The README's pictures: styled frames dumps (`--record-frames`) and the animated SVG made
        // of them. Not in any product.
        .target(name: "MoodpickPictures", dependencies: ["MoodpickCore"]),
        // make pictures: a styled frames dump in, an animated SVG out (MoodpickPictures' AnimatedSVG).
        .executableTarget(name: "moodpick-pictures", dependencies: ["MoodpickPictures"]),
        // make bench's image section: decode, scale and symbols timed per file (Benchmarks/README.md).
        .executableTarget(name: "moodpick-images-bench", dependencies: ["MoodpickImages"]),
        // libFuzzer targets for the parsers (`make fuzz`); a plain build is a corpus replayer.
        .executableTarget(name: "MoodpickFuzz", dependencies: ["MoodpickCore", "MoodpickTerminal", "MoodpickCommandLine", "MoodpickImages"]),
        // What the test targets share (the seeded generator, the wait helper); not in any product.
        .target(name: "MoodpickTestSupport", path: "Tests/MoodpickTestSupport"),
        .testTarget(
            name: "MoodpickCoreTests",
            dependencies: [
                "MoodpickCore",
                "MoodpickTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "MoodpickTerminalTests", dependencies: ["MoodpickTerminal", "MoodpickCore", "MoodpickTestSupport"]),
        .testTarget(name: "MoodpickPicturesTests", dependencies: ["MoodpickPictures", "MoodpickCore"]),
        // The image tests' encoders (libpng, libjpeg-turbo, libwebp): test images are made in the tests.
        .target(name: "CImageTestEncoders", path: "Tests/CImageTestEncoders", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg"), .linkedLibrary("webp"), .linkedLibrary("z")]),
        .testTarget(name: "MoodpickImagesTests", dependencies: ["MoodpickImages", "CImageCodecs", "CImageTestEncoders", "MoodpickTestSupport"]),
        .testTarget(name: "MoodpickCommandLineTests", dependencies: ["MoodpickCommandLine", "MoodpickCore"]),
        // Support/silent_pty.py (a pty that never answers), fake_terminal.py (a pty that answers
        // as one terminal or another) and streaming_pty.py (a pty and a pipe in steps) are run
        // by path, not built.
        .testTarget(
            name: "MoodpickEndToEndTests", dependencies: ["MoodpickCore", "MoodpickTestSupport", "CImageTestEncoders"], exclude: ["Support/silent_pty.py", "Support/streaming_pty.py", "Support/fake_terminal.py"]),
    ],
    swiftLanguageModes: [.v6]
)
