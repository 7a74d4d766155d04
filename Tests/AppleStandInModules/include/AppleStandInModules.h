// Intentionally empty: the modules of module.modulemap declare nothing (see there).
