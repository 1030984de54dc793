// ConstraintParser.h — constraints in the anchor DSL's notation, with the DSL's type rules checked
// at run time: `label.top == button.bottom + 20 @750 "title-gap"`.
//
//   constraint := sum relation sum ('@' priority)? string?
//   relation   := '==' | '<=' | '>='
//   sum        := product (('+' | '-') product)*
//   product    := unary (('*' | '/') unary)*
//   unary      := '-' unary | primary
//   primary    := number | metric | anchor | '(' sum ')'
//   anchor     := item ('.' guide)? '.' attribute
//   item       := 'root' | the name of an item of the file
//   guide      := 'layoutMarginsGuide' | 'safeAreaLayoutGuide'
//
// Every value has a kind, as the DSL's types do (AnchorOperators.h): a number, a horizontal
// position (left, right, centerX), a directional one (leading, trailing), a vertical one (top,
// bottom, centerY, firstBaseline, lastBaseline) or a dimension (width, height, a difference of
// two positions of one kind). The combinations the DSL does not compile are errors here, at the
// operator or relation that makes them.
#pragma once

#include <optional>

#include "CLayoutCore/Layout/LayoutAttribute.h"
#include "LayoutFileDescription.h"
#include "ParserState.h"

namespace clayout::internal {

/// Reads a constraint statement at the cursor (up to, not past, the end of the statement).
/// Guarantees: a constraint whose sides obey the DSL's kind rules, or nullopt with an error
/// reported at the culprit token.
std::optional<ConstraintDescription> parseConstraint(ParserState& state);

/// Reads `item ('.' guide)?` at the cursor: the root, an item of the file, or a guide of one.
/// Guarantees: a reference to something the engine can make, or nullopt with an error reported.
std::optional<ItemReference> parseItemReference(ParserState& state);

/// An attribute by its name in constraints (`left`, `centerX`, `firstBaseline`, …), or nullopt.
std::optional<LayoutAttribute> attributeNamed(const std::string& name) noexcept;
/// The kind of an attribute's values (`anchorKindOf`, LayoutAttribute.h).
ValueKind kindOf(LayoutAttribute attribute) noexcept;
/// The anchor kind of a value kind; nullopt for a number.
std::optional<AnchorKind> anchorKindOf(ValueKind kind) noexcept;
/// How a kind reads in messages: `a horizontal position (left, right, centerX)`, …
const char* kindDescription(ValueKind kind) noexcept;
/// Whether a kind is a position (X, directional X or Y).
inline bool isPosition(ValueKind kind) noexcept {
  return kind == ValueKind::xAxis || kind == ValueKind::directionalXAxis || kind == ValueKind::yAxis;
}

/// `a + scale · b`, like terms combined (zero coefficients kept), of kind `kind`.
SideDescription combineSides(const SideDescription& a, const SideDescription& b, double scale,
                             ValueKind kind);
/// `a · factor` (terms and constant).
SideDescription scaleSide(const SideDescription& a, double factor);

/// Why two values of kinds `a` and `b` cannot be related by a relation, or nullptr when they can:
/// the engine's rule (`relationProblem`) in the parser's words.
const char* relationMismatch(ValueKind a, ValueKind b) noexcept;

}  // namespace clayout::internal
