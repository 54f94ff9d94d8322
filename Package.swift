// swift-tools-version:6.0
import PackageDescription

/// Swift 6 language mode everywhere, with the upcoming features that keep
/// existentials explicit and third-party types from leaking across modules.
let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// jemalloc, linked into the executables on Linux (see the `lifedoc` target).
let allocator: [LinkerSetting] = [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]

let package = Package(
    name: "lifedoc",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lifedoc", targets: ["lifedoc"]),
        .executable(name: "lifedoc-bench", targets: ["lifedoc-bench"]),
        .executable(name: "lifedoc-fuzz", targets: ["lifedoc-fuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        // The preview server (`lifedoc serve`): an HTTP/1.1 server on plain sockets, no SwiftNIO.
        .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
    ],
    targets: [
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]),
        // jemalloc's options (`malloc_conf`), linked into the executables beside jemalloc itself.
        .target(name: "LifedocAllocator"),
        .target(name: "LifedocBase", swiftSettings: settings),
        // Mustache templates compiled once and rendered over typed values (swift-mustache, their
        // reference, is a test dependency only).
        .target(name: "LifedocTemplates", dependencies: ["LifedocBase"], swiftSettings: settings),
        .target(name: "LifedocMarkdown", dependencies: ["LifedocBase", "CCmark"], swiftSettings: settings),
        .target(name: "LifedocContent", dependencies: [
            "LifedocBase", "LifedocMarkdown", .product(name: "Yams", package: "Yams"),
        ], swiftSettings: settings),
        .target(name: "LifedocGraph", dependencies: ["LifedocBase", "LifedocMarkdown", "LifedocContent"],
                swiftSettings: settings),
        .target(name: "LifedocCheck", dependencies: [
            "LifedocBase", "LifedocMarkdown", "LifedocContent", "LifedocGraph",
        ], swiftSettings: settings),
        .target(name: "LifedocSearch", dependencies: [
            "LifedocBase", "LifedocMarkdown", "LifedocContent", "LifedocGraph",
        ], swiftSettings: settings),
        .target(name: "LifedocSite", dependencies: [
            "LifedocBase", "LifedocMarkdown", "LifedocContent", "LifedocGraph", "LifedocCheck", "LifedocSearch",
            "LifedocTemplates",
        ], swiftSettings: settings),
        // swift-mustache, the reference the tests render every template through beside lifedoc's renderer.
        .target(name: "MustacheReference", dependencies: [
            "LifedocBase", "LifedocTemplates", .product(name: "Mustache", package: "swift-mustache"),
        ], swiftSettings: settings),
        .target(name: "LifedocServe", dependencies: [
            "LifedocBase", "LifedocContent", "LifedocSite",
            .product(name: "FlyingFox", package: "FlyingFox"),
        ], swiftSettings: settings),
        // Benchmark code (the corpus generator, the template floor) for `lifedoc-bench` only.
        .target(name: "LifedocBench", dependencies: ["LifedocBase", "LifedocContent", "LifedocCheck", "LifedocSite"],
                swiftSettings: settings),
        .target(name: "LifedocCLI", dependencies: [
            "LifedocBase", "LifedocContent", "LifedocGraph", "LifedocCheck", "LifedocSearch", "LifedocSite",
            "LifedocServe", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], swiftSettings: settings),
        // The commands allocate with jemalloc (Debian's libjemalloc-dev) instead of glibc's malloc:
        // millions of small strings and arrays made and freed on two threads cost a large build
        // about a tenth of its CPU time and 90 MB of peak memory more under glibc.
        .executableTarget(name: "lifedoc", dependencies: ["LifedocCLI", "LifedocAllocator"], swiftSettings: settings, linkerSettings: allocator),
        // The bench tool's commands are its own: nothing of it is linked into `lifedoc`.
        .executableTarget(name: "lifedoc-bench", dependencies: [
            "LifedocCLI", "LifedocBench", "LifedocBase", "LifedocSite", "LifedocSearch", "LifedocAllocator",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], swiftSettings: settings, linkerSettings: allocator),
        // The fuzz harness and its libFuzzer entry (`make fuzz`); an ordinary build replays inputs.
        .target(name: "LifedocFuzzing", dependencies: [
            "LifedocBase", "LifedocMarkdown", "LifedocContent", "LifedocGraph", "LifedocCheck", "LifedocSearch",
            "LifedocTestSupport",
        ], swiftSettings: settings),
        .executableTarget(name: "lifedoc-fuzz", dependencies: ["LifedocFuzzing"], swiftSettings: settings),
        .target(name: "LifedocTestSupport", dependencies: ["LifedocBase", "LifedocContent", "LifedocCheck"],
                swiftSettings: settings),
        .testTarget(name: "LifedocBaseTests", dependencies: ["LifedocBase"], swiftSettings: settings),
        .testTarget(name: "LifedocTemplatesTests", dependencies: ["LifedocTemplates", "LifedocBase", "MustacheReference"],
                    swiftSettings: settings),
        .testTarget(name: "LifedocMarkdownTests", dependencies: ["LifedocMarkdown", "LifedocBase"],
                    exclude: ["Fixtures"], swiftSettings: settings),
        .testTarget(name: "LifedocContentTests", dependencies: [
            "LifedocContent", "LifedocBase", "LifedocTestSupport",
        ], swiftSettings: settings),
        .testTarget(name: "LifedocGraphTests", dependencies: [
            "LifedocGraph", "LifedocContent", "LifedocBase", "LifedocTestSupport",
        ], exclude: ["Fixtures"], swiftSettings: settings),
        .testTarget(name: "LifedocCheckTests", dependencies: [
            "LifedocCheck", "LifedocGraph", "LifedocContent", "LifedocBase", "LifedocTestSupport",
        ], exclude: ["Fixtures"], swiftSettings: settings),
        .testTarget(name: "LifedocSearchTests", dependencies: [
            "LifedocSearch", "LifedocGraph", "LifedocContent", "LifedocBase", "LifedocTestSupport",
        ],
                    swiftSettings: settings),
        .testTarget(name: "LifedocSiteTests", dependencies: [
            "LifedocSite", "LifedocSearch", "LifedocCheck", "LifedocGraph", "LifedocContent", "LifedocMarkdown",
            "LifedocBase", "LifedocTestSupport", "LifedocTemplates", "MustacheReference",
        ], swiftSettings: settings),
        .testTarget(name: "LifedocServeTests", dependencies: [
            "LifedocServe", "LifedocSite", "LifedocBase", "LifedocTestSupport",
        ], swiftSettings: settings),
        .testTarget(name: "LifedocBenchTests", dependencies: [
            "LifedocBench", "LifedocSite", "LifedocCheck", "LifedocGraph", "LifedocBase", "LifedocTestSupport",
        ], swiftSettings: settings),
        .testTarget(name: "LifedocFuzzingTests", dependencies: ["LifedocFuzzing", "LifedocTestSupport", "LifedocBase"],
                    exclude: ["Fixtures"], swiftSettings: settings),
        .testTarget(name: "LifedocCLITests", dependencies: ["lifedoc", "LifedocTestSupport", "LifedocBase", "LifedocFuzzing"],
                    exclude: ["Fixtures"], swiftSettings: settings),
    ]
)
