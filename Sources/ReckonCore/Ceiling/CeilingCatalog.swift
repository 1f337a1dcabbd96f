/// A ceiling maker's catalog: product lines and sub-menus of any depth down to leaves, each leaf
/// an input screen whose formulas give the components a job needs (the Studform seed's tree).
///
/// The core only holds and evaluates a catalog; reading one from a file, with the place of every
/// mistake, is the edges' work (`CeilingCatalog(json:)` in ReckonEdge).
public struct CeilingCatalog: Sendable {
    public var name: String
    /// Said with every estimate (and in the enquiry): quantities are a guide, not an order.
    public var disclaimer: String
    public var lines: [CeilingMenu]

    public init(name: String, disclaimer: String, lines: [CeilingMenu]) {
        self.name = name
        self.disclaimer = disclaimer
        self.lines = lines
    }

    /// The leaf at a path of ids (`oneway/24mm/1350x450`), with the titles from its product line
    /// down to it.
    public func leaf(at path: String) throws(CeilingError) -> (leaf: CeilingLeaf, titles: [String]) {
        let ids = path.split(separator: "/").map(String.init)
        var menus = lines
        var titles: [String] = []
        for (index, id) in ids.dropLast().enumerated() {
            guard let menu = menus.first(where: { $0.id == id }) else { break }
            titles.append(menu.title)
            if index == ids.count - 2 {
                guard let leaf = menu.leaves.first(where: { $0.id == ids[ids.count - 1] }) else { break }
                return (leaf, titles + [leaf.title])
            }
            menus = menu.menus
        }
        throw .unknownPath(path, known: leafPaths)
    }

    /// Every leaf's path, in catalog order.
    public var leafPaths: [String] {
        var paths: [String] = []
        func walk(_ menu: CeilingMenu, _ prefix: String) {
            let here = prefix.isEmpty ? menu.id : prefix + "/" + menu.id
            for child in menu.menus { walk(child, here) }
            for leaf in menu.leaves { paths.append(here + "/" + leaf.id) }
        }
        for line in lines { walk(line, "") }
        return paths
    }
}

/// A product line or sub-menu: a list row with a title and subtitle that pushes its contents.
public struct CeilingMenu: Sendable {
    public var id: String
    public var title: String
    public var subtitle: String
    public var menus: [CeilingMenu]
    public var leaves: [CeilingLeaf]

    public init(id: String, title: String, subtitle: String = "", menus: [CeilingMenu] = [], leaves: [CeilingLeaf] = []) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.menus = menus
        self.leaves = leaves
    }
}

/// An input screen: its inputs, the names it defines from them, the rules that refuse a
/// combination, and the components with their quantity formulas.
public struct CeilingLeaf: Sendable {
    public var id: String
    public var title: String
    public var subtitle: String
    public var inputs: [CeilingInput]
    /// `k = area / 100` and the like, evaluated in order; later formulas may use them.
    public var definitions: [(name: String, formula: Expression)]
    public var rules: [CeilingRule]
    public var components: [CeilingComponent]
    /// Where the catalog departs from its source, and why (shown with the catalog, not computed).
    public var corrections: [CeilingCorrection]

    public init(
        id: String, title: String, subtitle: String = "", inputs: [CeilingInput],
        definitions: [(name: String, formula: Expression)], rules: [CeilingRule],
        components: [CeilingComponent], corrections: [CeilingCorrection] = []
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.inputs = inputs
        self.definitions = definitions
        self.rules = rules
        self.components = components
        self.corrections = corrections
    }

    /// The names a formula may use: every input (a switch is 1 or 0; `-` in a name is `_` in a
    /// formula, so `c-spline` is `c_spline`), `perimeter` (the rooms' walls in metres, 0 when only
    /// the area is known, so a formula can say `if(perimeter > 0, perimeter / 3.6, 12 * k)`) and
    /// the definitions made before it.
    public static func variable(for inputName: String) -> String {
        String(String.UnicodeScalarView(inputName.unicodeScalars.map { $0 == "-" ? "_" : $0 }))
    }
}

public struct CeilingInput: Sendable {
    public enum Kind: Sendable, Equatable {
        /// A number from `minimum` to `maximum`; `whole` numbers only when set. Without a value it
        /// is `defaultValue`, or refused with the catalog's message for missing values.
        case number(unit: String, minimum: Double, maximum: Double, whole: Bool, required: Bool, defaultValue: Double?)
        /// Yes or no.
        case toggle(defaultOn: Bool)
    }

    public var name: String
    public var label: String
    public var kind: Kind
    /// The message for a number outside its range (the original's "Length Drop must be between
    /// 0.1 and 10"); nil: "must be from … to …".
    public var rangeMessage: String?

    public init(name: String, label: String, kind: Kind, rangeMessage: String? = nil) {
        self.name = name
        self.label = label
        self.kind = kind
        self.rangeMessage = rangeMessage
    }
}

/// A combination the catalog refuses: `refuse` evaluates to non-zero, and `message` is shown,
/// blamed on `field`.
public struct CeilingRule: Sendable {
    public var refuse: Expression
    public var field: String
    public var message: String

    public init(refuse: Expression, field: String, message: String) {
        self.refuse = refuse
        self.field = field
        self.message = message
    }
}

public struct CeilingComponent: Sendable {
    public var name: String
    public var formula: Expression
    /// Pieces per pack, where the catalog gives it.
    public var pack: Int?
    /// Said next to the quantity: a value taken from the source that nobody has confirmed.
    public var unverified: String?

    public init(name: String, formula: Expression, pack: Int? = nil, unverified: String? = nil) {
        self.name = name
        self.formula = formula
        self.pack = pack
        self.unverified = unverified
    }
}

/// A place where the catalog corrects its source: what the source said and why it was changed.
public struct CeilingCorrection: Sendable {
    public var component: String
    public var original: String
    public var reason: String

    public init(component: String, original: String, reason: String) {
        self.component = component
        self.original = original
        self.reason = reason
    }
}
