import ReckonEdge
import Testing

/// The small tools screens ask while something is typed, and the core's limits. Expected JSON
/// worked by hand from the constants and the rules in the doc comments.
@Suite struct ScreenToolTests {
    private func answer(_ tool: String, _ body: String) -> ToolAnswer {
        ToolCall.answer(tool: tool, body: Array(body.utf8), catalog: .studform)
    }

    /// Each section as its tool's constants make it (a tool's own tests check a new tool's).
    @Test func limitsComeFromTheCoreConstants() {
        let limits = answer("limits", "").json
        #expect(limits.hasPrefix(#"{"direct":{"seconds":2,"answerBytes":50331648},"#))
        for section in [
            #""calculator":{"maximumKeys":5000,"maximumTraceKeys":500,"displayDigits":9}"#,
            #""ceiling":{"maximumRooms":100,"shortestWall":0.1,"longestWall":1000,"maximumWastePercent":50}"#,
            #""dice":{"minimumFaces":2,"maximumFaces":1000,"maximumDice":1000,"maximumConstant":1000000000,"maximumExplosions":9,"maximumTrials":10000000000,"maximumDiceRolls":100000000000}"#,
            #""expression":{"maximumLength":1000}"#,
            #""face":{"maximumNameLength":40}"#,
            #""implicit":{"maximumCells":40000,"maximumSide":400}"#,
            #""plot":{"maximumPoints":4000,"maximumFunctions":8,"maximumParameters":16}"#,
            #""primes":{"maximum":"18446744073709551615","defaultPageSize":1000,"maximumPageSize":100000}"#,
            #""ticks":{"maximumTicks":1000}"#,
            #""tip":{"minimumPercent":0,"maximumPercent":40,"percentStep":5,"defaultPercent":20,"minimumParty":1,"maximumParty":10,"defaultParty":1,"maximumBillCents":99999999999999}"#,
        ] {
            #expect(limits.contains(section))
        }
        #expect(ToolCall.getTools.contains("limits"))
    }

    /// The Equation screen's parabola: its window, then [x, y] pairs (values as ParabolaCurveTests
    /// works them); null ends and no points when there is nothing to draw.
    @Test func quadraticCurve() {
        let curve = answer("quadratic/curve", #"{"a":1,"b":-3,"c":2}"#)
        #expect(curve.status == 200)
        #expect(curve.json.hasPrefix(#"{"from":0.08578643762690485,"to":2.914213562373095,"points":[[0.08578643762690485,1.7500000000000002],["#))
        #expect(curve.json.hasSuffix(#",[2.914213562373095,1.7499999999999996]]}"#))
        #expect(answer("quadratic/curve", #"{"a":"1e-300","b":"1e300","c":0}"#).json == #"{"from":null,"to":null,"points":[]}"#)
        #expect(answer("quadratic/curve", #"{"a":1,"b":"x","c":2}"#).json
            == #"{"error":{"code":"not-a-number","field":"b","message":"must be a number, not 'x'"}}"#)
    }

    /// Every drawing's axes: the step, the next finer one, and each tick (AxisTicksTests works them).
    @Test func plotTicks() {
        #expect(answer("plot/ticks", #"{"from":-1,"to":1,"spacing":0.3}"#).json
            == #"{"step":0.5,"finer":0.2,"ticks":[{"value":-1,"label":"-1.0"},{"value":-0.5,"label":"-0.5"},{"value":0,"label":"0"},{"value":0.5,"label":"0.5"},{"value":1,"label":"1.0"}]}"#)
        #expect(answer("plot/ticks", #"{"from":0,"to":1000,"spacing":1}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"over-limit","field":"spacing","message":"gives more than 1000 ticks over [from, to]: must be at least 2"}}"#))
        #expect(answer("plot/ticks", #"{"from":0,"to":1,"spacing":1,"perCharacter":"x"}"#).json
            == #"{"error":{"code":"not-a-number","field":"perCharacter","message":"must be a number, not 'x'"}}"#)
    }

    /// The seed's executive decision maker's six answers, in its order.
    @Test func deciderDefaults() {
        #expect(answer("decide/defaults", "").json
            == #"{"options":["Yes","No","Maybe","Definitely","Not a chance","Ask again later"]}"#)
        #expect(ToolCall.getTools.contains("decide/defaults"))
    }

    @Test func diceParseAsTheChooserShowsIt() {
        #expect(answer("dice/parse", #"{"pool":"3d6+2d20+1d4-2"}"#).json
            == #"{"pool":"1d4+3d6+2d20-2","plain":true,"dice":[{"faces":4,"count":1},{"faces":6,"count":3},{"faces":20,"count":2}],"constant":-2,"diceCount":6}"#)
        #expect(answer("dice/parse", #"{"pool":"2d6","faces":20,"change":1}"#).json
            == #"{"pool":"2d6+1d20","plain":true,"dice":[{"faces":6,"count":2},{"faces":20,"count":1}],"constant":0,"diceCount":3}"#)
        #expect(answer("dice/parse", #"{"pool":"1d6+2","faces":6,"change":-1}"#).json
            == #"{"pool":"2","plain":true,"dice":[],"constant":2,"diceCount":0}"#)
        #expect(answer("dice/parse", #"{"pool":"","faces":4,"change":1}"#).json
            == #"{"pool":"1d4","plain":true,"dice":[{"faces":4,"count":1}],"constant":0,"diceCount":1}"#)
        // 2 dice × 1e6 trials.
        #expect(answer("dice/parse", #"{"pool":"2d6","trials":"1e6"}"#).json
            == #"{"pool":"2d6","plain":true,"dice":[{"faces":6,"count":2}],"constant":0,"diceCount":2,"trials":1000000,"rolls":2000000}"#)
        // The notation beyond plain sums: its normal form and its dice, none for the chooser to show.
        #expect(answer("dice/parse", #"{"pool":"4d6k3 + d4","trials":"10"}"#).json
            == #"{"pool":"4d6kh3+1d4","plain":false,"dice":[],"constant":0,"diceCount":5,"trials":10,"rolls":50}"#)
    }

    @Test func diceParseRefusesAsTheSimulationDoes() {
        #expect(answer("dice/parse", #"{"pool":"3d6x"}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"syntax","field":"pool","message":"unexpected 'x' at 4"}}"#))
        #expect(answer("dice/parse", #"{"pool":"1000d6","faces":4,"change":1}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"over-limit","field":"pool","message":"must hold at most 1000 dice"}}"#))
        #expect(answer("dice/parse", #"{"pool":"2d6","faces":1,"change":1}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"out-of-range","field":"faces","message":"must be a whole number from 2 to 1000, not 1"}}"#))
        #expect(answer("dice/parse", #"{"pool":"4d6kh3","faces":6,"change":1}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"conflict","field":"pool","message":"the chooser adds and removes plain dice only; edit this pool in the field"}}"#))
        #expect(answer("dice/parse", #"{"pool":"2d6","change":1}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"missing","field":"faces","message":"must be given with change"}}"#))
    }

    @Test func theVariableAGraphPlotsIn() {
        #expect(answer("plot/variable", #"{"expression":"sqrt(9 + M)"}"#).json == #"{"variable":"M","kind":"function","parameters":[]}"#)
        #expect(answer("plot/variable", #"{"expression":"sin(x) + M"}"#).json == #"{"variable":"x","kind":"function","parameters":["M"]}"#)
        #expect(answer("plot/variable", #"{"expression":"2"}"#).json == #"{"variable":"x","kind":"function","parameters":[]}"#)
        #expect(answer("plot/variable", #"{"expression":"a sin(b x) + a"}"#).json == #"{"variable":"x","kind":"function","parameters":["a","b"]}"#)
        #expect(answer("plot/variable", #"{"expression":"y = k x"}"#).json == #"{"variable":"x","kind":"function","parameters":["k"]}"#)
        #expect(answer("plot/variable", #"{"expression":"x^2 + y^2 = r^2"}"#).json == #"{"variable":"x","kind":"equation","parameters":["r"]}"#)
        // An equation is drawn against x, even one in M and y: M is then a slider's.
        #expect(answer("plot/variable", #"{"expression":"M + y = 3"}"#).json == #"{"variable":"x","kind":"equation","parameters":["M"]}"#)
        #expect(answer("plot/variable", #"{"expression":"sin("}"#).status == 422)
    }

    @Test func plotParameters() {
        #expect(answer("plot", #"{"expression":"a x + b","parameters":{"a":2,"b":"-1"},"from":0,"to":1,"points":2}"#).json
            == #"{"segments":[[0,-1,1,1]],"points":[{"kind":"y-intercept","x":0,"y":-1,"functions":[0]},{"kind":"root","x":0.5,"y":0,"functions":[0]}]}"#)
        #expect(answer("plot", #"{"expression":"a x","parameters":{"a":"x"},"from":0,"to":1}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"not-a-number","field":"parameters","message":"a: must be a number, not 'x'"}}"#))
        #expect(answer("plot", #"{"expression":"a x","parameters":{"a":[1]},"from":0,"to":1}"#)
            == ToolAnswer(status: 400, json: #"{"error":{"code":"wrong-type","field":"parameters","message":"a: must be a number or a string"}}"#))
        #expect(answer("plot", #"{"expression":"a x","parameters":[1],"from":0,"to":1}"#)
            == ToolAnswer(status: 400, json: #"{"error":{"code":"wrong-type","field":"parameters","message":"must be an object of names to numbers"}}"#))
        #expect(answer("plot", #"{"expression":"a x","parameters":{"2a":1},"from":0,"to":1}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"syntax","field":"parameters","message":"'2a' is not a variable's name"}}"#))
        // An equation in x and y is plot/implicit's, named by its place.
        #expect(answer("plot", #"{"expressions":["x","x^2 + y^2 = 1"],"from":0,"to":1}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"impossible","field":"expressions","item":2,"message":"function 2: is an equation in x and y: draw it alone (plot/implicit)"}}"#))
        #expect(answer("plot", #"{"expression":"x^2 + y^2 = 1","from":0,"to":1}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"impossible","field":"expression","message":"is an equation in x and y: draw it alone (plot/implicit)"}}"#))
        // Without its points, the curve alone (a slider being dragged).
        #expect(answer("plot", #"{"expression":"x^2 - 1","from":-2,"to":2,"points":5,"pointsOfInterest":false}"#).json
            == #"{"segments":[[-2,3,-1,0,0,-1,1,0,2,3]],"points":[]}"#)
        #expect(answer("plot", #"{"expression":"x","from":0,"to":1,"pointsOfInterest":"no"}"#)
            == ToolAnswer(status: 400, json: #"{"error":{"code":"wrong-type","field":"pointsOfInterest","message":"must be true or false"}}"#))
        let sixteen = (1...16).map { #""p\#($0)":1"# }.joined(separator: ",")
        #expect(answer("plot", #"{"expression":"p1 x","parameters":{\#(sixteen)},"from":0,"to":1,"points":2}"#).status == 200)
        #expect(answer("plot", #"{"expression":"p1 x","parameters":{\#(sixteen),"q":1},"from":0,"to":1}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"too-many-values","field":"parameters","message":"must hold at most 16 values, not 17"}}"#))
    }

    @Test func plotImplicit() {
        // x² − y² = 0 on 2 × 2 cells of [−1, 1]²: F is 0 on five corners, which count as positive;
        // the two lines meet at the origin, worked by hand.
        #expect(answer("plot/implicit", #"{"equation":"x^2 - y^2 = 0","from":-1,"to":1,"bottom":-1,"top":1,"columns":2,"rows":2}"#).json
            == #"{"segments":[[-1,-1,0,0,1,-1],[-1,1,0,0,1,1]]}"#)
        #expect(answer("plot/implicit", #"{"equation":"x^2 + y^2","from":-1,"to":1,"bottom":-1,"top":1}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"impossible","field":"equation","message":"must be an equation in x and y, such as x^2 + y^2 = 25"}}"#))
        #expect(answer("plot/implicit", #"{"equation":"x = y z","from":-1,"to":1,"bottom":-1,"top":1}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"unknown-name","field":"equation","message":"unknown variable 'z' at 7"}}"#))
        #expect(answer("plot/implicit", #"{"equation":"x = y","from":-1,"to":1,"bottom":1,"top":1}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"out-of-range","field":"top","message":"must be greater than bottom, within 1.797e308 of it"}}"#))
        #expect(answer("plot/implicit", #"{"equation":"x = y","from":-1,"to":1,"bottom":-1,"top":1,"columns":201,"rows":200}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"over-limit","field":"rows","message":"columns × rows must be at most 40000, not 40200"}}"#))
        #expect(answer("plot/implicit", #"{"equation":"x = y","from":-1,"to":1,"bottom":-1,"top":1,"columns":1}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"out-of-range","field":"columns","message":"must be a whole number from 2 to 400, not 1"}}"#))
        #expect(answer("plot/implicit", #"{"equation":"x^2 + y^2 = r^2","parameters":{"r":1},"from":-2,"to":2,"bottom":-2,"top":2,"columns":2,"rows":2}"#).json
            == #"{"segments":[[0,-1,-1,0,0,1,1,0,0,-1]]}"#)
    }

    @Test func primesLocate() {
        // Narrower than a thousandth of lo: linear, 1000000 + ⌊0.25 × 100⌋. About 101 / ln 10⁶
        // = 7.3 primes in the range.
        #expect(answer("primes/locate", #"{"lo":1000000,"hi":1000100,"fraction":0.25}"#).json == #"{"at":"1000025","estimatedCount":7}"#)
        // The ends stay strictly inside.
        #expect(answer("primes/locate", #"{"lo":1000000,"hi":1000100,"fraction":0}"#).json == #"{"at":"1000001","estimatedCount":7}"#)
        #expect(answer("primes/locate", #"{"lo":1000000,"hi":1000100,"fraction":1}"#).json == #"{"at":"1000099","estimatedCount":7}"#)
        // Half of li(10¹²) ≈ 3.7608e10 lies below x ≈ 4.87e11 (x/ln x · (1 + 1/ln x + 2/ln² x)
        // at 4.87e11 is 1.882e10): below the middle, since primes thin out. li(10¹²) − li(2) =
        // 37607950280.80 − 1.05 (published value of li(10¹²)) rounds to 37607950280.
        let at = answer("primes/locate", #"{"lo":0,"hi":"1e12","fraction":0.5}"#).json
        #expect(at.hasPrefix(#"{"at":"48"#) && at.hasSuffix("\",\"estimatedCount\":37607950280}"))
        #expect(at.count == #"{"at":"486424924381","estimatedCount":37607950280}"#.count)
        #expect(answer("primes/locate", #"{"lo":10,"hi":5,"fraction":0.5}"#).status == 422)
        #expect(answer("primes/locate", #"{"lo":1,"hi":5,"fraction":2}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"out-of-range","field":"fraction","message":"must be from 0 to 1"}}"#))
    }

    @Test func ceilingRooms() {
        // 5 × 4 + 3 × 2.5 = 27.5 m²; walls 2 × (5 + 4) + 2 × (3 + 2.5) = 29 m.
        #expect(answer("ceiling/rooms", #"{"rooms":["5x4","3 x 2.5"]}"#).json == #"{"area":27.5,"perimeter":29}"#)
        #expect(answer("ceiling/rooms", #"{"rooms":["5x"]}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"not-a-number","field":"rooms","item":1,"message":"room 1: write length x width in metres, like 5x4, not '5x'"}}"#))
        #expect(answer("ceiling/rooms", #"{"rooms":["0.05x4"]}"#)
            == ToolAnswer(status: 422, json: #"{"error":{"code":"out-of-range","field":"rooms","item":1,"message":"room 1: length and width must be from 0.1 to 1000 m"}}"#))
    }
}
