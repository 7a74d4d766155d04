/// An element of an XML document as ``XMLReader`` reads it: its name, attributes and children in the
/// order written, and the line it starts on.
struct XMLElement: Sendable {
  /// One child: an element or a run of character data (text, references and CDATA, decoded).
  enum Node: Sendable {
    case element(XMLElement)
    case text(String)
  }

  /// The name as written, with its prefix (`mk:same-as-english`).
  var name: String
  /// The attributes as written (values decoded), in order.
  var attributes: [(name: String, value: String)]
  /// The children in document order.
  var children: [Node]
  /// The line the start tag is on (from 1).
  var line: Int

  /// The name without its namespace prefix (`same-as-english`).
  var localName: String { name.split(separator: ":", maxSplits: 1).last.map(String.init) ?? name }

  /// The value of the attribute written `name` (`id`, `xml:space`), or nil.
  func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

  /// The child elements.
  var elements: [XMLElement] {
    children.compactMap { if case .element(let element) = $0 { element } else { nil } }
  }
}

/// Why a text is not well-formed XML, and the line where reading stopped.
struct XMLSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The line (from 1).
  var line: Int
  /// What is wrong.
  var reason: String

  /// `line 12: expected '>'`.
  var description: String { "line \(line): \(reason)" }
}

/// A small reader of XML 1.0 documents, enough for the XLIFF files translators' tools write: the XML
/// declaration, comments and processing instructions (skipped), elements with attributes, character
/// data with the five predefined entities, character references and CDATA sections. A document type
/// declaration is refused (no entity of its own is defined). Namespaces are not resolved: a reader of
/// the tree compares local names. Line ends read as LF, as XML says.
struct XMLReader {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1

  /// Reads the document `text` and returns its root element.
  static func read(_ text: String) throws(XMLSyntaxError) -> XMLElement {
    var reader = XMLReader(scalars: Array(text.unicodeScalars))
    if reader.current == "\u{FEFF}" { reader.index += 1 }
    try reader.skipMisc()
    guard reader.current == "<" else { throw reader.failure("expected the root element") }
    let root = try reader.readElement()
    try reader.skipMisc()
    guard reader.current == nil else { throw reader.failure("text after the root element") }
    return root
  }

  private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

  private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private func failure(_ reason: String) -> XMLSyntaxError { XMLSyntaxError(line: line, reason: reason) }

  private func starts(with literal: String) -> Bool {
    var position = index
    for scalar in literal.unicodeScalars {
      guard position < scalars.count, scalars[position] == scalar else { return false }
      position += 1
    }
    return true
  }

  /// Moves past one scalar, counting lines (CRLF and a lone CR are one line end).
  private mutating func advance() {
    guard let scalar = current else { return }
    index += 1
    if scalar == "\n" || (scalar == "\r" && current != "\n") { line += 1 }
  }

  private mutating func advance(by count: Int) { for _ in 0..<count { advance() } }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
  }

  private mutating func skipSpace() { while let scalar = current, Self.isSpace(scalar) { advance() } }

  /// Skips white space, comments, processing instructions (the XML declaration) around the root; a
  /// DOCTYPE is refused.
  private mutating func skipMisc() throws(XMLSyntaxError) {
    while true {
      skipSpace()
      if starts(with: "<?") {
        try skip(past: "?>", what: "processing instruction")
      } else if starts(with: "<!--") {
        try skip(past: "-->", what: "comment")
      } else if starts(with: "<!DOCTYPE") {
        throw failure("a document type declaration is not read")
      } else {
        return
      }
    }
  }

  private mutating func skip(past end: String, what: String) throws(XMLSyntaxError) {
    let start = line
    while current != nil, !starts(with: end) { advance() }
    guard current != nil else { throw XMLSyntaxError(line: start, reason: "\(what) not closed by '\(end)'") }
    advance(by: end.unicodeScalars.count)
  }

  private mutating func readName() throws(XMLSyntaxError) -> String {
    var name = String.UnicodeScalarView()
    while let scalar = current, !Self.isSpace(scalar), !"/>=<\"'&!?".unicodeScalars.contains(scalar) {
      name.append(scalar)
      advance()
    }
    guard !name.isEmpty else { throw failure("expected a name") }
    return String(name)
  }

  /// Reads an element from its `<`.
  private mutating func readElement() throws(XMLSyntaxError) -> XMLElement {
    let start = line
    advance()  // <
    let name = try readName()
    var element = XMLElement(name: name, attributes: [], children: [], line: start)
    while true {
      skipSpace()
      if starts(with: "/>") {
        advance(by: 2)
        return element
      }
      if current == ">" {
        advance()
        break
      }
      guard current != nil else { throw failure("the start tag <\(name)> is not closed") }
      let attribute = try readName()
      skipSpace()
      guard current == "=" else { throw failure("expected '=' after the attribute \(attribute)") }
      advance()
      skipSpace()
      guard let quote = current, quote == "\"" || quote == "'" else {
        throw failure("the value of \(attribute) is not quoted")
      }
      advance()
      let value = try readCharacters(until: quote, inAttribute: true)
      advance()
      if element.attribute(attribute) != nil { throw failure("the attribute \(attribute) is given twice") }
      element.attributes.append((attribute, value))
    }
    try readContent(of: &element)
    return element
  }

  /// Reads the children of `element` and its end tag.
  private mutating func readContent(of element: inout XMLElement) throws(XMLSyntaxError) {
    var text = ""
    func flush() {
      if !text.isEmpty { element.children.append(.text(text)) }
      text = ""
    }
    while true {
      guard current != nil else {
        throw XMLSyntaxError(line: element.line, reason: "<\(element.name)> is not closed")
      }
      if starts(with: "</") {
        flush()
        advance(by: 2)
        let name = try readName()
        guard name == element.name else {
          throw failure("</\(name)> closes <\(element.name)> of line \(element.line)")
        }
        skipSpace()
        guard current == ">" else { throw failure("expected '>' after </\(name)") }
        advance()
        return
      } else if starts(with: "<!--") {
        try skip(past: "-->", what: "comment")
      } else if starts(with: "<![CDATA[") {
        advance(by: 9)
        let start = line
        while let scalar = current, !starts(with: "]]>") {
          advance()
          if scalar == "\r" && current == "\n" { advance() }
          text.unicodeScalars.append(scalar == "\r" ? "\n" : scalar)
        }
        guard current != nil else { throw XMLSyntaxError(line: start, reason: "CDATA section not closed") }
        advance(by: 3)
      } else if starts(with: "<?") {
        try skip(past: "?>", what: "processing instruction")
      } else if current == "<" {
        flush()
        element.children.append(.element(try readElement()))
      } else {
        text += try readCharacters(until: "<", inAttribute: false)
      }
    }
  }

  /// Character data up to `end` (not consumed), references decoded; in an attribute white space reads
  /// as a space, as XML normalises it.
  private mutating func readCharacters(until end: Unicode.Scalar, inAttribute: Bool) throws(XMLSyntaxError)
    -> String
  {
    var text = String.UnicodeScalarView()
    while let scalar = current, scalar != end {
      if scalar == "&" {
        text.append(try readReference())
        continue
      }
      if inAttribute && scalar == "<" { throw failure("'<' in an attribute value") }
      if scalar == "\r" {
        advance()
        if current == "\n" { advance() }
        text.append(inAttribute ? " " : "\n")
        continue
      }
      text.append(inAttribute && Self.isSpace(scalar) ? " " : scalar)
      advance()
    }
    guard current != nil else {
      throw failure(inAttribute ? "an attribute value is not closed" : "the document ends inside text")
    }
    return String(text)
  }

  /// Reads `&name;` or `&#N;` / `&#xN;` from its `&`.
  private mutating func readReference() throws(XMLSyntaxError) -> Unicode.Scalar {
    advance()  // &
    var name = ""
    while let scalar = current, scalar != ";", name.unicodeScalars.count < 12 {
      name.unicodeScalars.append(scalar)
      advance()
    }
    guard current == ";" else { throw failure("'&' does not start a reference (write &amp;)") }
    advance()
    switch name {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    case "apos": return "'"
    default:
      let number: UInt32? =
        if name.hasPrefix("#x") {
          UInt32(name.dropFirst(2), radix: 16)
        } else if name.hasPrefix("#") {
          UInt32(name.dropFirst(), radix: 10)
        } else {
          nil
        }
      guard let number else { throw failure("unknown entity &\(name);") }
      guard let scalar = Unicode.Scalar(number), number != 0 else {
        throw failure("&\(name); is not a character")
      }
      return scalar
    }
  }
}
