// VisualFormatParser.h — Apple's Visual Format Language, with GTK's attributes and multipliers
// in predicates, and options written after the format: `H:|-[a]-8-[b(==a)]-| align: top`.
//
//   format      := (orientation ':')? (superview connection)? view (connection view)*
//                  (connection superview)? (option (',' option)*)? string?
//   orientation := 'H' | 'V'
//   superview   := '|'
//   view        := '[' name ('(' predicate (',' predicate)* ')')? ']'
//   connection  := nothing | '-' | '-' simple '-' | '-' '(' predicate (',' predicate)* ')' '-'
//   simple      := number | metric
//   predicate   := relation? object ('@' priority)?
//   relation    := '==' | '<=' | '>='
//   object      := numberExpression | name ('.' attribute)? (('*' | '/') simple)? (('+' | '-') simple)?
//   option      := 'align' ':' attribute | 'direction' ':' ('leadingToTrailing' | 'leftToRight' |
//   'rightToLeft')
//
// `|` is the item the line is written in (the root at the top level, else the enclosing view).
// The standard spacing `-` is 8 points between two items and 20 to the superview's edge, Apple's
// values. An `H:` format runs leading to trailing unless `direction:` says otherwise; `V:` runs
// top to bottom. A view's predicates constrain its width (`H:`) or height (`V:`); a predicate
// naming a view means the same dimension of that view, unless an attribute is given.
#pragma once

#include <optional>
#include <vector>

#include "LayoutFileDescription.h"
#include "ParserState.h"

namespace clayout::internal {

/// Apple's standard spacing between two sibling items.
inline constexpr double standardSiblingSpacing = 8;
/// Apple's standard spacing between an item and the edge of its superview.
inline constexpr double standardSuperviewSpacing = 20;

/// Whether the cursor is at the start of a format: `H:`, `V:`, `|` or `[`.
bool atVisualFormat(const ParserState& state) noexcept;

/// Reads a format statement at the cursor (up to, not past, the end of the statement); `superview`
/// is what `|` stands for. Guarantees: the constraints the line stands for, in the order of the
/// line (each located at the part of the line it comes from), or nullopt with errors reported.
std::optional<std::vector<ConstraintDescription>> parseVisualFormat(ParserState& state,
                                                                    ItemReference superview);

}  // namespace clayout::internal
