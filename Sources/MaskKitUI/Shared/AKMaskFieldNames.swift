// AKMaskField's names for its blocks, status and event, each leading to MaskKit's: the compiler's fix-it
// writes the new name (the field and its delegate are in UIKit/AKMaskFieldUIKitNames.swift).

/// AKMaskField's status is ``BlockMaskFieldStatus`` (the same cases).
@available(*, unavailable, renamed: "BlockMaskFieldStatus")
public typealias AKMaskFieldStatus = BlockMaskFieldStatus

/// AKMaskField's event (spelled `AKMaskFieldEvet` in its README) is ``BlockMaskFieldEvent``.
@available(*, unavailable, renamed: "BlockMaskFieldEvent")
public typealias AKMaskFieldEvet = BlockMaskFieldEvent

/// AKMaskField's event, as later versions spell it, is ``BlockMaskFieldEvent``.
@available(*, unavailable, renamed: "BlockMaskFieldEvent")
public typealias AKMaskFieldEvent = BlockMaskFieldEvent

/// AKMaskField's README spelling `Evet`, with MaskKit's class name, is ``BlockMaskFieldEvent``.
@available(*, unavailable, renamed: "BlockMaskFieldEvent")
public typealias BlockMaskFieldEvet = BlockMaskFieldEvent

/// AKMaskField's block is ``BlockMaskFieldBlock``.
@available(*, unavailable, renamed: "BlockMaskFieldBlock")
public typealias AKMaskFieldBlock = BlockMaskFieldBlock

/// AKMaskField's block character is ``BlockMaskFieldBlockChars``.
@available(*, unavailable, renamed: "BlockMaskFieldBlockChars")
public typealias AKMaskFieldBlockChars = BlockMaskFieldBlockChars
