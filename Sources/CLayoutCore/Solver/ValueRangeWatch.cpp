// ValueRangeWatch.cpp — the value range's bounds and its check.
#include "ValueRangeWatch.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "ConstraintRecords.h"
#include "Definitions.h"
#include "Journal.h"
#include "Tableau.h"

namespace clayout::internal {

void ValueRangeWatch::noteDefinitionBounds(const Definition& definition) {
  auto bound = [](double magnitude) {
    if (!(magnitude > 0)) return 0.0;
    int exponent = 0;
    (void)std::frexp(magnitude, &exponent);  // magnitude < 2^exponent
    return std::ldexp(1.0, exponent);
  };
  double gain = std::max(definitionGainBound_, bound(definition.gain));
  double weight = std::max(definitionWeightBound_, bound(definition.weight));
  double constant = std::max(definitionConstantBound_, bound(std::fabs(definition.constant)));
  if (gain == definitionGainBound_ && weight == definitionWeightBound_ &&
      constant == definitionConstantBound_)
    return;
  definitionGainBound_ = gain;
  definitionWeightBound_ = weight;
  definitionConstantBound_ = constant;
  double reach = weight * constant;
  double safe = reach >= largestValue ? 0.0 : 0.5 * (largestValue - reach) / std::max(gain, 1.0);
  definitionSafeValue_ = std::min(largestValue, safe);
  valuesNearRange_ = true;
}

void ValueRangeWatch::noteRowsNearRange(std::span<const RowIndex> rows, const Tableau& tableau) {
  for (RowIndex index : rows) {
    const Row& row = tableau.row(index);
    if (row.isPresent() && row.basicKind == SymbolKind::external &&
        std::fabs(row.constant) > definitionSafeValue_) {
      valuesNearRange_ = true;
      return;
    }
  }
}

ValueRangeWatch::Culprit ValueRangeWatch::check(std::span<const RowIndex> rows, bool allRows,
                                                const Tableau& tableau, Definitions& definitions,
                                                const ConstraintRecords& records, Journal& journal) {
  // Only variables are bounded: a slack or an error is a constraint's value, finite (a sum of
  // coefficients in range times values in range) however large.
  auto outOfRange = [&](RowIndex index) {
    const Row& row = tableau.row(index);
    return row.isPresent() && row.basicKind == SymbolKind::external && !isValueInRange(row.constant);
  };
  auto nearRange = [&](RowIndex index) {
    const Row& row = tableau.row(index);
    return row.isPresent() && row.basicKind == SymbolKind::external &&
           std::fabs(row.constant) > definitionSafeValue_;
  };
  const auto rowSlots = static_cast<RowIndex>(tableau.rowSlots());
  RowIndex culprit = noRow;
  if (allRows) {
    for (RowIndex index = 0; index < rowSlots && culprit == noRow; ++index) {
      if (outOfRange(index)) culprit = index;
      if (nearRange(index)) valuesNearRange_ = true;
    }
  } else {
    for (RowIndex index : rows) {
      if (outOfRange(index)) {
        culprit = index;
        break;
      }
      if (nearRange(index)) valuesNearRange_ = true;
    }
  }
  Culprit found;
  if (culprit != noRow) found = {tableau.row(culprit).basic, tableau.row(culprit).constant};
  // The definitions made or shifted in the call widened the bounds if they needed to
  // (`noteDefinitionBounds`, which then sets `valuesNearRange_`): while no row is near the range
  // every definition is within it, and reading them (a list's new top walks the chain above it)
  // is left out.
  if (found.symbol == noSymbol && !definedCandidates_.empty() && valuesNearRange_) {
    definitions.invalidateValues();  // values cached before the change are stale
    for (Symbol subject : definedCandidates_) {
      if (subject >= tableau.symbolSlots() || !tableau.symbol(subject).isDefined()) continue;
      found.value = definitions.value(subject, tableau, records);
      if (!isValueInRange(found.value)) {
        found.symbol = subject;
        break;
      }
    }
  }
  if (found.symbol == noSymbol && valuesNearRange_) {
    // Some variable in the tableau may be large enough for a definition resting on it to leave
    // the range: if none is any more, the flag goes (journaled: a rollback may bring one back);
    // else every definition is evaluated. Rare: layouts stay far below the safe value.
    // A safe value of 0 says the definitions' constants alone may reach the limit (a subject
    // defined as 1e15 under a definition `y = x + 50`): then every definition is looked at,
    // rows or none.
    bool near = definitionSafeValue_ <= 0;
    for (RowIndex index = 0; index < rowSlots && !near; ++index) near = nearRange(index);
    if (!near) {
      valuesNearRange_ = false;
      journal.record([this] { valuesNearRange_ = true; });
    } else if (definitions.count() != 0) {
      definitions.invalidateValues();
      for (Symbol subject = 0; subject < static_cast<Symbol>(tableau.symbolSlots()); ++subject) {
        if (!tableau.symbol(subject).isDefined()) continue;
        found.value = definitions.value(subject, tableau, records);
        if (!isValueInRange(found.value)) {
          found.symbol = subject;
          break;
        }
      }
    }
  }
  rangeCandidates_.clear();
  definedCandidates_.clear();
  return found;
}

std::string ValueRangeWatch::checkInvariants() const {
  if (!rangeCandidates_.empty() || !definedCandidates_.empty() || watchingRows_)
    return "the value range's watch holds a call's candidates between calls";
  if (!(definitionSafeValue_ >= 0 && definitionSafeValue_ <= largestValue))
    return "the value range's safe value is outside [0, largestValue]";
  for (double bound : {definitionGainBound_, definitionWeightBound_, definitionConstantBound_}) {
    int exponent = 0;
    if (bound != 0 && std::frexp(bound, &exponent) != 0.5)
      return "a bound of the value range is not a power of two";
  }
  return {};
}

}  // namespace clayout::internal
