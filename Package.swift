// swift-tools-version: 6.1
import PackageDescription

// POPCNT (x86-64-v2: every x86 CPU since 2008): the sieves and π's leaves count bits by the
// hundred million, and without it each count is a dozen shifts and masks — π(10^15) took 14 %
// longer. The wasm module is compiled by scripts/build-wasm, not by this manifest.
#if arch(x86_64)
let coreSettings: [SwiftSetting] = [.unsafeFlags(["-target-cpu", "nehalem"])]
#else
let coreSettings: [SwiftSetting] = []
#endif

let package = Package(
    name: "Reckon",
    products: [
        .library(name: "ReckonCore", targets: ["ReckonCore"]),
        .executable(name: "reckon", targets: ["reckon"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.0.0"),
        // Hummingbird's own HTTP parts, named by ParserErrorAnswer (the same version Hummingbird resolves).
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.24.0"),
        .package(url: "https://github.com/swiftwasm/WasmKit", from: "0.4.2"),
    ],
    targets: [
        // Reckon's own elementary functions (sin … lgamma), one C source for the native build and
        // the wasm module, so both give the same bits.
        .target(name: "CReckonLibm"),
        // The system's zlib, for the web app's files sent gzip-compressed.
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // The system's Brotli, for the same files to browsers that accept it: about a sixth smaller.
        .systemLibrary(name: "CBrotli", providers: [.apt(["libbrotli-dev"])]),
        // glibc's allocator controls, so the server gives freed memory back.
        .systemLibrary(name: "CMalloc"),
        // Every model. Embedded-Swift subset: scripts/build-wasm compiles these same files for wasm32.
        .target(name: "ReckonCore", dependencies: ["CReckonLibm"], swiftSettings: coreSettings),
        // Parsing user text into core inputs and rendering core results (terminal text, JSON), and
        // every tool's call (request JSON in, answer JSON out) that the API and the wasm module
        // share. Embedded-Swift subset too: scripts/build-wasm compiles it into the module.
        // The Studform catalog ships as a JSON file compiled in (scripts/build-wasm does the same).
        .target(name: "ReckonEdge", dependencies: ["ReckonCore"], resources: [.embedInCode("Ceiling/studform-catalog.json")]),
        // Long work spread over threads with progress and cancellation, for the CLI and the jobs.
        .target(name: "ReckonParallel", dependencies: ["ReckonCore"]),
        // The JSON API, long-running jobs and the web app behind `reckon serve`, one file per
        // tool's routes. The web app's files (Web/) are compiled in by the BundleWebApp plugin,
        // the API's OpenAPI document (served at /api/openapi.json) by SwiftPM's embedInCode.
        .target(
            name: "ReckonServer",
            dependencies: [
                "ReckonCore", "ReckonEdge", "ReckonParallel", "CZlib", "CBrotli", "CMalloc",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ],
            resources: [.embedInCode("Resources/openapi.json")],
            plugins: ["BundleWebApp"]),
        .executableTarget(name: "WebBundler"),
        // scripts/bench's price check: each tool's heaviest direct requests, priced and timed.
        .executableTarget(name: "ToolPrices", dependencies: ["ReckonEdge"]),
        .plugin(name: "BundleWebApp", capability: .buildTool(), dependencies: ["WebBundler"]),
        .executableTarget(
            name: "reckon",
            dependencies: [
                "ReckonCore", "ReckonEdge", "ReckonParallel", "ReckonServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(
            name: "ReckonCoreTests",
            dependencies: [
                "ReckonCore", "CReckonLibm",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(name: "ReckonEdgeTests", dependencies: ["ReckonEdge"]),
        .testTarget(
            name: "ReckonParallelTests",
            dependencies: [
                "ReckonParallel",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        // Help/ holds the golden help texts HelpTextTests reads from the source tree.
        .testTarget(name: "ReckonCLITests", dependencies: ["reckon"], exclude: ["Help"]),
        .testTarget(
            name: "ReckonServerTests",
            dependencies: [
                "ReckonServer", "CZlib",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]),
        // The committed wasm module (Web/core/reckon.wasm) under WasmKit, answer for answer
        // against the real router.
        .testTarget(
            name: "ReckonWasmTests",
            dependencies: [
                "ReckonServer",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "WasmKit", package: "WasmKit"),
            ]),
    ]
)
