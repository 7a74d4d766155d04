/// A mask that says how a text field should be set up for it (``FieldTraits``): each preset describes
/// its own beside its registry entry; ``Mask/fieldTraits`` reads it through wrappers.
public protocol FieldTraitsDescribing: Mask {
  /// The keyboard, content type, capitalization and rewriting a field for this mask wants (read it as
  /// ``Mask/fieldTraits``, which wrappers pass on).
  var preferredFieldTraits: FieldTraits { get }
}
