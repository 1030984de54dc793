// Every C++ name the Swift face uses, under one internal name each, and nothing else: the only
// file that imports the C++ modules, so the rest of the Swift face names C++ types from here, and
// the compiler pays for the C++ import once (interop notes: ~1.2 s per importing file).
//
// The imports are `internal`: clients of SwiftLayout never see a C++ type.
internal import CLayoutCore
internal import CLayoutSwiftBridge

/// The bridge's functions (`clayout::swift_bridge`, `CLayoutSwiftBridge/SwiftBridge.h`): the only
/// way the Swift face calls the engine.
typealias Bridge = clayout.swift_bridge

/// The C++ standard library's string, as the bridge takes and returns names and messages.
typealias CxxString = std.string

// MARK: - Layout model

/// A handle to an item: the engine's address (untyped) and the item's identifier.
typealias CxxLayoutItem = clayout.LayoutItem
/// A handle to a constraint, with identity (copies name one constraint).
typealias CxxLayoutConstraint = clayout.LayoutConstraint
/// `Σ coefficient · item.attribute + constant`, untyped.
typealias CxxLayoutExpression = clayout.LayoutExpression
/// An attribute of an item that anchors name (`left`, `width`, …).
typealias CxxLayoutAttribute = clayout.LayoutAttribute
/// `==`, `<=` or `>=`.
typealias CxxRelation = clayout.Relation
/// The anchor kinds (`AnchorKind`, LayoutAttribute.h).
typealias CxxAnchorKind = clayout.AnchorKind
/// What an engine call reports: success, or what failed and why.
typealias CxxLayoutResult = clayout.LayoutResult
/// What failed (`none` on success).
typealias CxxLayoutErrorKind = clayout.LayoutErrorKind
/// The priority levels and their checks (`clayout::priority`).
typealias CxxPriority = clayout.priority

// MARK: - Geometry and enums

/// A rectangle in points.
typealias CxxLayoutRect = clayout.LayoutRect
/// A size in points.
typealias CxxLayoutSize = clayout.LayoutSize
/// Insets by side.
typealias CxxLayoutInsets = clayout.LayoutInsets
/// Insets by reading direction.
typealias CxxLayoutDirectionalInsets = clayout.LayoutDirectionalInsets
/// Horizontal or vertical.
typealias CxxLayoutAxis = clayout.LayoutAxis
/// Inherit, left-to-right or right-to-left.
typealias CxxLayoutDirection = clayout.LayoutDirection
/// Parent or root coordinates.
typealias CxxLayoutCoordinates = clayout.LayoutCoordinates
/// The smallest or the largest fitting size.
typealias CxxLayoutFitting = clayout.LayoutFitting
/// A device in one orientation (LayoutDevice.h).
typealias CxxLayoutDevice = clayout.LayoutDevice

// MARK: - ConstraintLayout helpers

/// A handle to a helper (a guideline, a barrier, a chain, a bias, a ratio).
typealias CxxLayoutHelper = clayout.LayoutHelper
/// A helper call's outcome and helper.
typealias CxxLayoutHelperResult = clayout.LayoutHelperResult
/// Vertical or horizontal guideline.
typealias CxxGuidelineOrientation = clayout.GuidelineOrientation
/// Begin, end or fraction.
typealias CxxGuidelineReference = clayout.GuidelineReference
/// The edge a barrier follows.
typealias CxxBarrierEdge = clayout.BarrierEdge
/// Spread, spread inside or packed.
typealias CxxChainStyle = clayout.ChainStyle

// MARK: - Stacks

/// A stack's options (`clayout::LayoutStackProperties`), as the bridge answers them.
typealias CxxLayoutStackProperties = clayout.LayoutStackProperties
