/// Custom notations looked up by their symbol, so reading a format costs one lookup per symbol
/// however many notations there are (a linear search made compiling O(format × notations)).
struct NotationTable {
  private let bySymbol: [Character: Notation]

  /// Indexes notations whose symbols are distinct (`InputMask` checks that before compiling).
  init(_ notations: [Notation]) {
    var bySymbol: [Character: Notation] = [:]
    bySymbol.reserveCapacity(notations.count)
    for notation in notations where bySymbol[notation.character] == nil {
      bySymbol[notation.character] = notation
    }
    self.bySymbol = bySymbol
  }

  /// The notation whose symbol is `symbol`, if any.
  subscript(symbol: Character) -> Notation? { bySymbol[symbol] }
}
