import Testing
@testable import ReckonCore

/// The catalog the unit tests read with, and shorthands that read a unit or convert a value,
/// failing the test on an error.
enum UnitTesting {
    static let catalog = UnitCatalog()

    static func unit(_ text: String) throws(UnitError) -> QuantityUnit {
        try catalog.unit(reading: text, at: 1)
    }

    /// `x` of unit `from` converted to unit `to`.
    static func convert(_ x: Double, _ from: String, to: String) throws(UnitError) -> Double {
        try unit(from).convert(x, to: unit(to), at: 1)
    }

    /// `x` typed before the unit: the decimal written, exactly (`Quantity(typed:)`).
    static func quantity(_ x: Double, _ unitText: String) throws(UnitError) -> Quantity {
        Quantity(typed: x, try unit(unitText))
    }

    /// The error a throwing body gives, nil when it gives none.
    static func error<T>(_ body: () throws -> T) -> UnitError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error as? UnitError
        }
    }
}

/// Every units suite sits in this one, so `swift test --filter UnitTests` runs them all.
@Suite enum UnitTests {}
