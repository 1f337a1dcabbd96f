import ReckonCore

extension CeilingCatalog {
    /// The catalog in a file of the documented format (docs/ceiling.md), checked
    /// whole: every formula parsed and every name in it known, so a mistake is reported when the
    /// catalog is loaded, with its place: `lines[2].leaves[0].components[3].formula: unknown input
    /// 'aera' at 1`.
    public init(json bytes: [UInt8]) throws(FieldError) {
        let root: JSONValue
        do {
            root = try JSONValue(parsing: bytes)
        } catch {
            throw FieldError(.notJSON, field: "catalog", error.message)
        }
        try Self.checkPlainTexts(root, path: "")
        let top = try CatalogObject(root, path: "", keys: ["format", "name", "source", "disclaimer", "inputs", "templates", "lines"])
        guard try top.string("format") == "reckon-ceiling-catalog 1" else {
            throw FieldError(.syntax, field: "format", "must be \"reckon-ceiling-catalog 1\"")
        }
        // Inputs shared by name: a leaf's or template's list may name one instead of spelling it out.
        var shared: [String: CeilingInput] = [:]
        for (name, value) in try top.object("inputs") ?? [:] {
            guard case .object(var members) = value else { throw FieldError(.wrongType, field: "inputs." + name, "must be an object") }
            guard members["name"] == nil else { throw FieldError(.conflict, field: "inputs." + name + ".name", "is the key; leave it out") }
            members["name"] = .string(name)
            shared[name] = try Self.input(.object(members), path: "inputs." + name)
        }
        var templates: [String: CatalogObject] = [:]
        if let members = try top.object("templates") {
            for (name, value) in members {
                templates[name] = try CatalogObject(value, path: "templates." + name,
                                                    keys: ["about", "inputs", "define", "rules", "components", "corrections"])
            }
        }
        var lines: [CeilingMenu] = []
        for (index, value) in try top.array("lines").enumerated() {
            lines.append(try Self.menu(value, path: "lines[\(index)]", templates: templates, shared: shared))
        }
        guard !lines.isEmpty else { throw FieldError(.missing, field: "lines", "must list at least one product line") }
        self.init(name: try top.string("name"), disclaimer: try top.string("disclaimer"), lines: lines)
    }

    /// Every text of the catalog, keys included, is plain (`FieldError.checkPlainText`): its
    /// names reach terminals and screens.
    private static func checkPlainTexts(_ value: JSONValue, path: String) throws(FieldError) {
        switch value {
        case .string(let text):
            try FieldError.checkPlainText(text, field: path)
        case .array(let elements):
            for (index, element) in elements.enumerated() { try checkPlainTexts(element, path: path + "[\(index)]") }
        case .object(let members):
            for key in members.keys.sorted() {
                let member = members[key] ?? .null
                let place = path.isEmpty ? key : path + "." + key
                try FieldError.checkPlainText(key, field: place)
                try checkPlainTexts(member, path: place)
            }
        default:
            break
        }
    }

    private static func menu(
        _ value: JSONValue, path: String, templates: [String: CatalogObject], shared: [String: CeilingInput]
    ) throws(FieldError) -> CeilingMenu {
        let object = try CatalogObject(value, path: path, keys: ["id", "title", "subtitle", "menus", "leaves"])
        var menus: [CeilingMenu] = []
        for (index, child) in try object.optionalArray("menus").enumerated() {
            menus.append(try menu(child, path: path + ".menus[\(index)]", templates: templates, shared: shared))
        }
        var leaves: [CeilingLeaf] = []
        for (index, child) in try object.optionalArray("leaves").enumerated() {
            leaves.append(try leaf(child, path: path + ".leaves[\(index)]", templates: templates, shared: shared))
        }
        guard !menus.isEmpty || !leaves.isEmpty else {
            throw FieldError(.missing, field: path, "must have menus or leaves")
        }
        let ids = menus.map { $0.id } + leaves.map { $0.id }
        if let repeated = firstRepeated(ids) {
            throw FieldError(.conflict, field: path, "id '\(repeated)' is used twice")
        }
        return CeilingMenu(id: try object.id(), title: try object.string("title"),
                           subtitle: try object.optionalString("subtitle") ?? "", menus: menus, leaves: leaves)
    }

    private static func leaf(
        _ value: JSONValue, path: String, templates: [String: CatalogObject], shared: [String: CeilingInput]
    ) throws(FieldError) -> CeilingLeaf {
        let own = try CatalogObject(value, path: path,
                                    keys: ["id", "title", "subtitle", "template", "inputs", "define", "rules", "components", "corrections"])
        var body = own
        var leading: [(name: String, formula: String, path: String)] = []
        if let name = try own.optionalString("template") {
            guard let template = templates[name] else {
                throw FieldError(.unknownName, field: path + ".template", "no template '\(name)'; templates are " + templates.keys.sorted().joined(separator: ", "))
            }
            for key in ["inputs", "rules", "components"] where own.members[key] != nil {
                throw FieldError(.conflict, field: path + "." + key, "comes from the template '\(name)'; give it there")
            }
            // The leaf's own definitions come first, so the template's formulas can use them.
            leading = try own.definitions()
            body = template
        }
        var inputs: [CeilingInput] = []
        for (index, value) in try body.array("inputs").enumerated() {
            let place = body.path + ".inputs[\(index)]"
            if case .string(let name) = value {
                guard let input = shared[name] else {
                    throw FieldError(.unknownName, field: place, "no shared input '\(name)'; shared inputs are " + shared.keys.sorted().joined(separator: ", "))
                }
                inputs.append(input)
            } else {
                inputs.append(try input(value, path: place))
            }
        }
        let names = inputs.map { $0.name }
        if let repeated = firstRepeated(names) {
            throw FieldError(.conflict, field: body.path + ".inputs", "'\(repeated)' is listed twice")
        }
        var known = ["perimeter"] + inputs.map { CeilingLeaf.variable(for: $0.name) }
        func formula(_ text: String, at place: String) throws(FieldError) -> Expression {
            do {
                let expression = try Expression(parsing: text)
                try expression.checkVariables(allowed: known)
                return expression
            } catch .unknownVariable(let name, let at) {
                throw FieldError(.unknownName, field: place, "unknown input '\(name)' at \(at)" + (place.hasPrefix(path) ? "" : " (in \(path))"))
            } catch {
                throw FieldError(error.code, field: place, error.message)
            }
        }
        var definitions: [(name: String, formula: Expression)] = []
        for (name, text, place) in leading + (try body.definitions()) {
            definitions.append((name, try formula(text, at: place)))
            known.append(name)
        }
        var rules: [CeilingRule] = []
        for (index, value) in try body.optionalArray("rules").enumerated() {
            let rule = try CatalogObject(value, path: body.path + ".rules[\(index)]", keys: ["refuse", "field", "message"])
            let field = try rule.string("field")
            guard inputs.contains(where: { $0.name == field }) else {
                throw FieldError(.unknownName, field: rule.path + ".field", "'\(field)' is not an input of this leaf")
            }
            rules.append(CeilingRule(refuse: try formula(try rule.string("refuse"), at: rule.path + ".refuse"),
                                     field: field, message: try rule.string("message")))
        }
        var components: [CeilingComponent] = []
        for (index, value) in try body.array("components").enumerated() {
            let component = try CatalogObject(value, path: body.path + ".components[\(index)]",
                                              keys: ["name", "formula", "pack", "unverified"])
            let pack = try component.optionalNumber("pack").map { number throws(FieldError) in
                guard number >= 1, number <= 1_000_000, number == number.rounded() else {
                    throw FieldError(.outOfRange, field: component.path + ".pack", "must be a whole number from 1 to 1000000")
                }
                return Int(number)
            }
            components.append(CeilingComponent(
                name: try component.string("name"), formula: try formula(try component.string("formula"), at: component.path + ".formula"),
                pack: pack, unverified: try component.optionalString("unverified")))
        }
        var corrections: [CeilingCorrection] = []
        // A template's corrections, then the leaf's own.
        for source in body.path == own.path ? [own] : [body, own] {
            for (index, value) in try source.optionalArray("corrections").enumerated() {
                let correction = try CatalogObject(value, path: source.path + ".corrections[\(index)]", keys: ["component", "original", "reason"])
                corrections.append(CeilingCorrection(
                    component: try correction.string("component"), original: try correction.string("original"),
                    reason: try correction.string("reason")))
            }
        }
        return CeilingLeaf(id: try own.id(), title: try own.string("title"), subtitle: try own.optionalString("subtitle") ?? "",
                           inputs: inputs, definitions: definitions, rules: rules, components: components, corrections: corrections)
    }

    private static func input(_ value: JSONValue, path: String) throws(FieldError) -> CeilingInput {
        let object = try CatalogObject(value, path: path,
                                       keys: ["name", "label", "type", "unit", "min", "max", "whole", "required", "default", "rangeMessage"])
        let name = try object.string("name")
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }),
              !("0"..."9").contains(name.unicodeScalars.first!) else {
            throw FieldError(.syntax, field: path + ".name", "must be lowercase letters, digits and '-', starting with a letter")
        }
        switch try object.string("type") {
        case "number":
            let minimum = try object.number("min")
            let maximum = try object.number("max")
            guard minimum <= maximum else { throw FieldError(.outOfRange, field: path + ".max", "must be at least min") }
            return CeilingInput(
                name: name, label: try object.string("label"),
                kind: .number(unit: try object.optionalString("unit") ?? "", minimum: minimum, maximum: maximum,
                              whole: try object.optionalBool("whole") ?? false, required: try object.optionalBool("required") ?? false,
                              defaultValue: try object.optionalNumber("default")),
                rangeMessage: try object.optionalString("rangeMessage"))
        case "switch":
            return CeilingInput(name: name, label: try object.string("label"), kind: .toggle(defaultOn: try object.optionalBool("default") ?? false))
        case let other:
            throw FieldError(.wrongType, field: path + ".type", "must be \"number\" or \"switch\", not \"\(other)\"")
        }
    }
}

/// A JSON object of a catalog with its place in the file, for messages that say where.
struct CatalogObject {
    let members: [String: JSONValue]
    let path: String

    init(_ value: JSONValue, path: String, keys: Set<String>) throws(FieldError) {
        guard case .object(let members) = value else { throw FieldError(.wrongType, field: path.isEmpty ? "catalog" : path, "must be an object") }
        if let unknown = members.keys.sorted().first(where: { !keys.contains($0) }) {
            throw FieldError(.unknownKey, field: place(unknown, in: path), "is not a key here; keys are " + keys.sorted().joined(separator: ", "))
        }
        self.members = members
        self.path = path
    }

    private func field(_ key: String) -> String { place(key, in: path) }

    func optionalString(_ key: String) throws(FieldError) -> String? {
        switch members[key] {
        case nil: return nil
        case .string(let text): return text
        default: throw FieldError(.wrongType, field: field(key), "must be a string")
        }
    }

    func string(_ key: String) throws(FieldError) -> String {
        guard let text = try optionalString(key) else { throw FieldError(.missing, field: field(key), "must be given") }
        guard !text.allSatisfy({ $0 == " " }) else { throw FieldError(.missing, field: field(key), "must not be blank") }
        return text
    }

    func id() throws(FieldError) -> String {
        let id = try string("id")
        guard !id.contains("/") else { throw FieldError(.syntax, field: field("id"), "must not contain '/'") }
        return id
    }

    func optionalNumber(_ key: String) throws(FieldError) -> Double? {
        switch members[key] {
        case nil: return nil
        case .number(let literal): return try NumberText.finiteDouble(literal, field: field(key))
        default: throw FieldError(.wrongType, field: field(key), "must be a number")
        }
    }

    func number(_ key: String) throws(FieldError) -> Double {
        guard let number = try optionalNumber(key) else { throw FieldError(.missing, field: field(key), "must be given") }
        return number
    }

    func optionalBool(_ key: String) throws(FieldError) -> Bool? {
        switch members[key] {
        case nil: return nil
        case .bool(let value): return value
        default: throw FieldError(.wrongType, field: field(key), "must be true or false")
        }
    }

    func object(_ key: String) throws(FieldError) -> [String: JSONValue]? {
        switch members[key] {
        case nil: return nil
        case .object(let members): return members
        default: throw FieldError(.wrongType, field: field(key), "must be an object")
        }
    }

    func optionalArray(_ key: String) throws(FieldError) -> [JSONValue] {
        switch members[key] {
        case nil: return []
        case .array(let elements): return elements
        default: throw FieldError(.wrongType, field: field(key), "must be a list")
        }
    }

    func array(_ key: String) throws(FieldError) -> [JSONValue] {
        guard members[key] != nil else { throw FieldError(.missing, field: field(key), "must be given") }
        return try optionalArray(key)
    }

    /// `define`: `[{"name","formula"}]`, with each formula's place.
    func definitions() throws(FieldError) -> [(name: String, formula: String, path: String)] {
        var definitions: [(name: String, formula: String, path: String)] = []
        for (index, value) in try optionalArray("define").enumerated() {
            let definition = try CatalogObject(value, path: path + ".define[\(index)]", keys: ["name", "formula"])
            let name = try definition.string("name")
            let scalars = name.unicodeScalars
            guard scalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }),
                  !("0"..."9").contains(scalars.first!), MathFunction(name: name) == nil, name != "pi", name != "e", name != "perimeter"
            else {
                throw FieldError(.syntax, field: definition.path + ".name", "must be a name a formula can use: letters, digits and _, not a function or pi, e, perimeter")
            }
            definitions.append((name, try definition.string("formula"), definition.path + ".formula"))
        }
        return definitions
    }
}

/// The first name that occurs twice, for the ids of a menu and the inputs of a leaf.
private func firstRepeated(_ names: [String]) -> String? {
    names.first { name in names.filter { $0 == name }.count > 1 }
}

private func place(_ key: String, in path: String) -> String { path.isEmpty ? key : path + "." + key }
