// HelperStatementParser.h — ConstraintLayout's helpers as statements of a layout file (guidelines,
// barriers, chains, groups), read in the file's second pass:
//
//   guideline   := 'guideline' name ':' orientation reference number
//   orientation := 'vertical' | 'horizontal'
//   reference   := 'begin' | 'end' | 'fraction'
//   barrier     := 'barrier' name ':' edge 'of' items ('margin' number)?
//   edge        := 'leading' | 'trailing' | 'left' | 'right' | 'top' | 'bottom'
//   chain       := 'chain' ('H' | 'V') ':' items clause*
//   clause      := 'from' anchor 'to' anchor | 'style' ('spread' | 'spreadInside' | 'packed')
//                | 'bias' number | 'weights' number (',' number)*
//   group       := 'group' name ':' items ('hidden' ('true' | 'false'))?
//   items       := itemName (',' itemName)*
//
// A guideline or a barrier declares an item, a layout guide the engine makes, whose name other
// statements use as any item's (`badge.leading == textEnd.leading`); a group's name names the set
// of its items. LayoutFileParser declares those names in the first pass (so that every statement
// may use them, wherever declared) and hands the rest of the statement to these functions in the
// second, once every item of the file is known. Each reads up to, not past, the end of the
// statement; on an error it reports it at the culprit token and returns nullopt.
#pragma once

#include <cstdint>
#include <optional>

#include "LayoutFileDescription.h"
#include "ParserState.h"

namespace clayout::internal {

/// Whether `word` starts a helper statement: `guideline`, `barrier`, `chain` or `group`.
bool isHelperKeyword(const std::string& word) noexcept;

/// A guideline's description, the cursor after its `:`. Guarantees: a fraction in [0, 1].
std::optional<GuidelineDescription> parseGuideline(ParserState& state);

/// The description of the barrier `barrier` (an index into `description.items`, declared in the
/// first pass), the cursor after its `:`. Guarantees: one item or more, each an item of the file
/// once, neither the barrier, its parent, nor a guideline or barrier declared below it (made
/// after it).
std::optional<BarrierDescription> parseBarrier(ParserState& state, const LayoutFileDescription& description,
                                               std::int32_t barrier);

/// A chain written in the item `enclosing` (`rootItem` at the top level), the cursor at its
/// `chain`. Guarantees: 2 items or more, each once; anchors of the chain's axis (leading or
/// trailing for `H:`, vertical ones for `V:`; the enclosing item's edges when not written); a
/// bias in [0, 1] only for a packed chain; one weight per item, each finite and not negative, and
/// no style or bias beside a weight above 0 (they would do nothing).
std::optional<ChainDescription> parseChain(ParserState& state, std::int32_t enclosing);

/// The items and `hidden` of a group whose name was declared in the first pass, the cursor after
/// its `:`. Guarantees: one item or more, each a view of the file once (a layout guide is never
/// drawn: a group cannot hide it).
bool parseGroup(ParserState& state, const LayoutFileDescription& description, GroupDescription& group);

}  // namespace clayout::internal
