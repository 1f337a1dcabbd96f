import ReckonCore

extension CeilingCatalog {
    /// The catalog Reckon ships, `studform-catalog.json` beside this file (compiled in by
    /// SwiftPM's `embedInCode`, and by scripts/build-wasm for the wasm module): the Studform
    /// Ceiling Calculator's whole tree, inputs, formulas and messages (docs/studform-catalog.md),
    /// with its corrections recorded where the original slipped, and its one unverified value
    /// flagged. `reckon ceiling export-catalog` prints this text; it is the documented file format,
    /// so it is also the example to copy.
    public static var studformJSON: String {
        String(decoding: PackageResources.studform_catalog_json, as: UTF8.self)
    }

    /// `studformJSON`, read. `CeilingCatalogTests` reads the file and names the place of any
    /// mistake, so a build whose catalog does not read does not pass its tests; should one run
    /// anyway, this is an empty catalog whose name says what went wrong, which every screen and
    /// answer shows, rather than a crash.
    public static let studform: CeilingCatalog = {
        do throws(FieldError) {
            return try CeilingCatalog(json: PackageResources.studform_catalog_json)
        } catch {
            return CeilingCatalog(name: "The shipped catalog does not read (\(error.line))", disclaimer: "", lines: [])
        }
    }()
}
