// Symbol.h — the unknowns of the simplex tableau (internal).
#pragma once

#include <cstdint>

#include "Support/Tolerance.h"

namespace clayout::internal {

/// A symbol of the tableau, an index into the solver's symbol table. 0 is no symbol.
using Symbol = std::uint32_t;

/// The absent symbol.
inline constexpr Symbol noSymbol = 0;

/// A slot of the solver's constraint records (`ConstraintRecords`), by which the other parts name
/// a record without pointing at it.
using RecordSlot = std::uint32_t;

/// No record.
inline constexpr RecordSlot noRecord = UINT32_MAX;

/// What a symbol stands for. Only external symbols are unrestricted in sign; slack and error
/// symbols are ≥ 0; dummy symbols (markers of required equalities) are always 0.
enum class SymbolKind : std::uint8_t {
  /// A free slot of the symbol table.
  unused,
  /// A variable of the host.
  external,
  /// The slack of an inequality: `expression + slack == 0`, slack ≥ 0 (also the artificial
  /// variable of phase one).
  slack,
  /// One side of a non-required constraint's error: the objective sums its level's errors.
  error,
  /// The marker of a required equality, fixed at 0: it records how every row depends on that
  /// constraint, so that the constraint can be removed or its constant changed.
  dummy,
};

/// The short name of a kind for dumps: `v`, `s`, `e`, `d`.
inline char symbolKindLetter(SymbolKind kind) {
  switch (kind) {
    case SymbolKind::external:
      return 'v';
    case SymbolKind::slack:
      return 's';
    case SymbolKind::error:
      return 'e';
    case SymbolKind::dummy:
      return 'd';
    case SymbolKind::unused:
      break;
  }
  return '?';
}

}  // namespace clayout::internal
