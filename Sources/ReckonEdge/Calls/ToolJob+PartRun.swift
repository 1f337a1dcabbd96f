import ReckonCore

extension ToolJob {
    /// A part of the page's job computed a step at a time, so that the worker running it can
    /// report progress between steps: a count by π(x), a part of a count of tuplets, the n-th
    /// prime, or a number's factors is one part of seconds to minutes. The wasm module holds
    /// one: `job/start` (the body of `job/part`) starts it and each `job/step` advances it by one
    /// step of milliseconds, answering `{"fraction"}` with status 202 until it answers the part
    /// as `job/part` does. Other parts (a page, a dice tally) are computed whole at the start.
    public struct PartRun {
        private enum Work {
            case counting(CountedPart, PrimeCounter)
            case findingTuplets(CountedPart, TupletSieve)
            case finding(NthPrime)
            case factoring(Factoring)
            case answered(ToolAnswer)
        }

        private var work: Work

        /// Starts the part `body` names (`{"tool","input","part"}`, as for `job/part`).
        public init(body: [UInt8]) {
            do throws(ToolError) {
                let (request, job) = try ToolJob.read(body, keys: ["tool", "input", "part"])
                if case .primes(let primes) = job {
                    switch primes.query {
                    case .count(let range):
                        let fields = try ToolInput(request.members["part"] ?? .null, keys: CountedPart.keys)
                        let part = try CountedPart(fields, of: range)
                        work = .counting(part, PrimeCounter(
                            part.counted, memoryLimit: PrimeSieve.sharedMemoryLimit, method: part.method, concurrent: true))
                        return
                    case .tupletCount(let range, let k):
                        let fields = try ToolInput(request.members["part"] ?? .null, keys: CountedPart.keys)
                        let (part, tuplets) = try CountedPart.tuplets(fields, of: range, size: k)
                        work = .findingTuplets(part, tuplets)
                        return
                    case .nth(let n):
                        work = .finding(NthPrime(n))
                        return
                    case .page, .tupletPage, .next, .previous:
                        break
                    }
                }
                if case .factor(let request) = job {
                    work = .factoring(Factoring(request.n))
                    return
                }
                work = .answered(ToolJob.answer(call: "job/part", body: body))
            } catch {
                work = .answered(ToolAnswer(status: error.status, json: error.json))
            }
        }

        /// The next step: 202 `{"fraction"}` while the part runs, then the part's answer.
        public mutating func step() -> ToolAnswer {
            switch work {
            case .counting(let part, let counter):
                counter.step()
                if counter.isFinished {
                    work = .answered(ToolAnswer(status: 200, json: part.json(count: counter.count)))
                }
                return progress(counter.fractionDone)
            case .findingTuplets(let part, let tuplets):
                tuplets.step()
                if tuplets.isFinished {
                    work = .answered(ToolAnswer(status: 200, json: part.json(count: tuplets.count)))
                }
                return progress(tuplets.fractionDone)
            case .finding(let finder):
                finder.step()
                if finder.isFinished {
                    work = .answered(ToolAnswer(status: 200, json: NthPrime.json(n: finder.n, prime: finder.prime)))
                }
                return progress(finder.fractionDone)
            case .factoring(let factoring):
                factoring.step()
                if factoring.isFinished { work = .answered(ToolAnswer(status: 200, json: factoring.json)) }
                return progress(factoring.fractionDone)
            case .answered(let answer):
                return answer
            }
        }

        private func progress(_ fraction: Double) -> ToolAnswer {
            if case .answered(let answer) = work { return answer }
            var out = JSONWriter()
            out.beginObject()
            out.field("fraction", fraction)
            out.endObject()
            return ToolAnswer(status: 202, json: out.text)
        }
    }
}
