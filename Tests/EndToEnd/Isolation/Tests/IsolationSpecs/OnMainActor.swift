import Dispatch

/// Stops the process unless the caller runs on the main actor: the crash fails its example.
func onMainActor() {
    MainActor.assertIsolated()
    dispatchPrecondition(condition: .onQueue(.main))
}
