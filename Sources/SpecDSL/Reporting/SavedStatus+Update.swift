extension SavedStatus {
    /// What a run tells the saved status about one example.
    struct Update: Equatable, Sendable {
        /// The example's name in its class: `a_cart__adds_an_item`.
        let name: String
        /// How it ended; `nil` when it did not run (a stop or a focus left it out): it keeps its line.
        var status: Status?
        let seconds: Double

        /// A skipped example's `seconds` are not kept: it keeps the time it took when it last ran.
        init(_ name: String, _ status: Status?, seconds: Double) {
            self.name = name
            self.status = status
            if case .skipped? = status { self.seconds = 0 } else { self.seconds = seconds }
        }

        /// The line a status holds already: its time is kept, a skip's too.
        init(_ name: String, _ status: Status, savedSeconds: Double) {
            self.name = name
            self.status = status
            seconds = savedSeconds
        }

        /// The update of an example that passed.
        init(passed name: String, seconds: Double) {
            self.name = name
            status = .passed
            self.seconds = seconds
        }

        /// Whether the example ran: it passed or failed, and its old line says nothing this one does not.
        var ran: Bool {
            switch status {
            case .passed?, .failed?: true
            case .skipped?, nil: false
            }
        }
    }

    /// What a run tells the saved status about examples of one class that ended one after another.
    struct ClassUpdates: Equatable, Sendable {
        /// The class, module-qualified: `Module.SpecClass`.
        let className: String
        private(set) var updates: [Update]
        /// Whether every example of `updates` ran (``Update/ran``).
        private(set) var everyOneRan: Bool

        init(className: String, updates: [Update] = []) {
            self.className = className
            self.updates = updates
            everyOneRan = updates.allSatisfy(\.ran)
        }

        mutating func append(_ update: Update) {
            updates.append(update)
            if !update.ran { everyOneRan = false }
        }

        /// Says that the example at `index` failed after it ended (a task it left behind failed).
        mutating func failed(at index: Int) {
            updates[index].status = .failed
        }

        /// The updates `cases` make, a class's examples together while they come one after
        /// another; a case that is no example (a definition issue, a suite hook, a plain test) is
        /// nothing to rerun, and makes none.
        static func of(_ cases: [JUnitReport.Case]) -> [ClassUpdates] {
            var classes: [ClassUpdates] = []
            for listed in cases where listed.isExample {
                classes.append(Update(listed.name, SavedStatus.status(of: listed.outcome), seconds: listed.duration), of: listed.className)
            }
            return classes
        }
    }

    /// The status an example's outcome leaves: `nil` for one that did not run because the run
    /// stopped early (`SPECKIT_FAIL_FAST`) or others are focused.
    static func status(of outcome: ExampleResult.Outcome) -> Status? {
        switch outcome {
        case .passed: return .passed
        case .failed: return .failed
        case .skipped(let reason): return FailFast.leftOut(reason) || reason == ExampleSelection.unfocusedReason ? nil : .skipped
        case .pending: return .skipped
        }
    }
}

extension [SavedStatus.ClassUpdates] {
    /// Adds `update` of the class `className`: to the last entry when it is that class's, else in
    /// an entry of its own.
    mutating func append(_ update: SavedStatus.Update, of className: String) {
        if let last = indices.last, self[last].className == className {
            self[last].append(update)
        } else {
            append(SavedStatus.ClassUpdates(className: className, updates: [update]))
        }
    }
}
