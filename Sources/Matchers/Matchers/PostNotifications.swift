import Foundation

/// Passes when the notifications posted to `center` while the expression runs match `matcher`.
///
/// Observation starts when the matcher is created, so with `toEventually` notifications posted
/// later (from any thread) are seen too.
///
/// ```swift
/// let note = Notification(name: .init("Saved"))
/// expect { NotificationCenter.default.post(note) }.to(postNotifications(equal([note])))
/// expect { }.to(postNotifications(equal([note])))
/// // expected to equal <[name = Saved, object = nil, userInfo = nil]>, got no notifications
/// ```
/// - Parameters:
///   - matcher: Judges the array of observed notifications, in posting order.
///   - center: The center to observe; `.default` by default.
/// - Returns: The matcher.
public func postNotifications<Out>(
    _ matcher: Matcher<[Notification]>,
    from center: NotificationCenter = .default
) -> Matcher<Out> {
    let collector = NotificationCollector(center: center)
    return Matcher { expression in
        // Run the user's code once, even when polling re-runs the matcher: the collector keeps
        // gathering what it (or the work it started) posts later.
        if collector.markEvaluated() { _ = try expression.evaluate() }
        let observed = collector.notifications
        var result = try matcher.satisfies(Expression(expression: { observed }, location: expression.location))
        // Rendered only when the message is read.
        result.message = result.message.replacedExpectation { leaf in
            .expectedCustomValueTo(leaf.expectedMessage, actual: observed.isEmpty ? "no notifications" : "<\(stringify(observed))>")
        }
        return result
    }
}

/// Records every notification posted to a center from its creation until it is released.
private final class NotificationCollector: @unchecked Sendable {
    private let center: NotificationCenter
    private let lock = NSLock()
    private var observed: [Notification] = []
    private var token: (any NSObjectProtocol)?
    private var evaluated = false

    init(center: NotificationCenter) {
        self.center = center
        token = center.addObserver(forName: nil, object: nil, queue: nil) { [weak self] notification in
            self?.append(notification)
        }
    }

    private func append(_ notification: Notification) {
        lock.lock()
        defer { lock.unlock() }
        observed.append(notification)
    }

    /// `true` the first time only.
    func markEvaluated() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        defer { evaluated = true }
        return !evaluated
    }

    var notifications: [Notification] {
        lock.lock()
        defer { lock.unlock() }
        return observed
    }

    deinit {
        if let token { center.removeObserver(token) }
    }
}
