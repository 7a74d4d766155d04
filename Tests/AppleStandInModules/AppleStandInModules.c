// Intentionally empty: SwiftPM needs a source file for the module map's target.
