// Variable.h — an unknown of the linear system.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "CLayoutCore/Solver/CountedPointer.h"

namespace clayout {

namespace internal {
class VariableTable;
class SolverImplementation;
}  // namespace internal

/// An unknown that constraints relate, with a name used in every message about it.
///
/// A `Variable` is a handle: copies refer to the same unknown, and identity (not the name)
/// tells two variables apart. A solver learns of a variable when a constraint or edit variable
/// that uses it is added, and forgets it when the last such use is removed.
///
/// A moved-from `Variable` names no variable (moving a handle takes its reference; copying is
/// what shares it). It is safe to use: its name is empty and its value 0, it is the same
/// variable only as another moved-from one, and a solver refuses it in a constraint or an edit
/// (`SolverErrorKind::movedFromVariable`), has no value (0) and no edit for it. Assigning a
/// variable to it makes it that variable.
class Variable {
 public:
  /// A new, distinct variable with an empty name.
  Variable();
  /// A new, distinct variable called `name`.
  explicit Variable(std::string name);

  /// The name given at creation (may be empty; names need not be unique); empty when moved from.
  const std::string& name() const noexcept { return data_ ? data_->name : noName(); }
  /// The value published by the last `Solver::updateVariables()` (0 before any, or when moved
  /// from).
  double value() const noexcept { return data_ ? data_->value : 0.0; }
  /// Whether this handle was moved from, and so names no variable.
  bool isMovedFrom() const noexcept { return data_ == nullptr; }
  /// Whether `other` is a handle to this same variable.
  bool isSameVariable(const Variable& other) const noexcept { return data_ == other.data_; }
  /// A stable address identifying the variable, for hashing and ordering (null when moved from).
  const void* identity() const noexcept { return data_.get(); }

 private:
  /// The empty name of a moved-from variable.
  static const std::string& noName() noexcept;
  friend class internal::SolverImplementation;
  friend class internal::VariableTable;
  struct Data {
    std::string name;
    double value = 0;
    /// The solver's variable table that claimed this variable, and its slot there: a lookup
    /// cache the table validates before use (a variable may be in several solvers, one thread
    /// at a time; the others find it by hashing).
    const void* solver = nullptr;
    std::uint32_t slot = 0;
    /// Handles sharing this data (see `CountedPointer`).
    std::atomic<std::uint32_t> references{1};
  };
  internal::CountedPointer<Data> data_;
};

/// Hashes variables by identity, for unordered containers.
struct VariableHash {
  std::size_t operator()(const Variable& variable) const noexcept {
    return std::hash<const void*>{}(variable.identity());
  }
};

/// Compares variables by identity, for unordered containers.
struct VariableIdentityEqual {
  bool operator()(const Variable& a, const Variable& b) const noexcept { return a.isSameVariable(b); }
};

}  // namespace clayout
