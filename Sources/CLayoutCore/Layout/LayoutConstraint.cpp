// LayoutConstraint.cpp — a layout constraint with identity: construction from a pending
// constraint and its source location, and the calls that forward to its engine.
#include "CLayoutCore/Layout/LayoutConstraint.h"

#include <cmath>
#include <optional>
#include <string>

#include "CLayoutCore/Layout/LayoutEngine.h"
#include "CLayoutCore/Layout/LayoutResult.h"
#include "CLayoutCore/Solver/ValueRange.h"
#include "EngineRegistry.h"
#include "LayoutDescription.h"
#include "Support/NumberFormat.h"

namespace clayout {

namespace {

/// The file name without its directories: messages name `LoginScreen.cpp`, not a build path.
const char* baseName(const char* path) noexcept {
  if (path == nullptr) return "";
  const char* base = path;
  for (const char* character = path; *character != '\0'; ++character) {
    if (*character == '/' || *character == '\\') base = character + 1;
  }
  return base;
}

}  // namespace

LayoutConstraint::LayoutConstraint(PendingLayoutConstraint pending, std::source_location location)
    : data_(std::make_shared<Data>()) {
  // The operator's place when it recorded one: the conversion may be far from the relation.
  const std::source_location place = pending.location.line() != 0 ? pending.location : location;
  data_->pending = std::move(pending);
  const char* path = place.file_name();
  data_->fileName = path != nullptr ? path : "";
  data_->fileNameIsPath = true;
  data_->line = place.line();
}

bool LayoutConstraint::recordPlaceIfUnknown(const char* fileName, std::uint32_t line) noexcept {
  if (data_->line != 0 || data_->active) return false;
  data_->fileName = fileName != nullptr ? fileName : "";
  data_->fileNameIsPath = false;
  data_->line = line;
  return true;
}

const char* LayoutConstraint::fileName() const noexcept {
  return data_->fileNameIsPath ? baseName(data_->fileName) : data_->fileName;
}

LayoutConstraint LayoutConstraint::writtenAt(PendingLayoutConstraint pending, const char* fileName,
                                             std::uint32_t line) {
  LayoutConstraint constraint(std::move(pending));
  constraint.data_->fileName = fileName != nullptr ? fileName : "";
  constraint.data_->fileNameIsPath = false;
  constraint.data_->line = line;
  return constraint;
}

namespace {

/// The side whose engine a constraint's items name (its first side with an engine).
const LayoutExpression& namingSide(const PendingLayoutConstraint& pending) noexcept {
  return !pending.first.terms.empty() && pending.first.engine != nullptr ? pending.first : pending.second;
}

/// The engine address a constraint's items name, live or not (null without items).
void* namedEngine(const PendingLayoutConstraint& pending) noexcept { return namingSide(pending).engine; }

/// Whether the engine the items name is live: at its address, with its identity when known.
bool namedEngineIsLive(const PendingLayoutConstraint& pending) noexcept {
  const LayoutExpression& side = namingSide(pending);
  return side.engineIdentity != 0 ? internal::engineIsLive(side.engine, side.engineIdentity)
                                  : internal::engineIsLive(side.engine);
}

}  // namespace

LayoutEngine* LayoutConstraint::engine() const noexcept {
  // Never an address whose engine was destroyed: the constraint's own calls dereference it.
  void* named = namedEngine(data_->pending);
  return named != nullptr && namedEngineIsLive(data_->pending) ? static_cast<LayoutEngine*>(named) : nullptr;
}

bool LayoutConstraint::usesEmptyItem() const noexcept {
  for (const LayoutExpression* side : {&data_->pending.first, &data_->pending.second}) {
    for (const LayoutTerm& term : side->terms)
      if (!term.item.isValid()) return true;
  }
  return false;
}

bool LayoutConstraint::namesDestroyedEngine() const noexcept {
  void* named = namedEngine(data_->pending);
  return named != nullptr && !namedEngineIsLive(data_->pending);
}

/// The failure for a change through a constraint whose items' engine was destroyed, or none.
static std::optional<LayoutResult> destroyedEngineFailure(const LayoutConstraint& constraint,
                                                          const PendingLayoutConstraint& pending,
                                                          const char* what) {
  void* named = namedEngine(pending);
  if (named == nullptr || namedEngineIsLive(pending)) return std::nullopt;
  return LayoutResult::failure(LayoutErrorKind::destroyedEngine,
                               std::string("cannot set the ") + what + " of " + constraint.description() +
                                   ": the engine of its items was destroyed",
                               constraint);
}

// A constraint without items has no engine: its constant and priority are plain data.

LayoutResult LayoutConstraint::setConstant(double constant) noexcept {
  if (LayoutEngine* owner = engine()) return owner->setConstant(*this, constant);
  if (auto failure = destroyedEngineFailure(*this, data_->pending, "constant")) return *failure;
  if (!std::isfinite(constant)) {
    return LayoutResult::failure(LayoutErrorKind::nonFiniteValue,
                                 "cannot set the constant of " + description() + ": it is not finite", *this);
  }
  if (!isValueInRange(constant)) {
    return LayoutResult::failure(
        LayoutErrorKind::valueOutOfRange,
        "cannot set the constant of " + description() + ": " + internal::formatNumber(constant) +
            " is beyond " + internal::formatNumber(largestValue) + " (see CLayoutCore/Solver/ValueRange.h)",
        *this);
  }
  data_->pending.second.constant = data_->pending.first.constant + constant;
  return LayoutResult::success();
}

LayoutResult LayoutConstraint::setPriority(double priority) noexcept {
  if (LayoutEngine* owner = engine()) return owner->setPriority(*this, priority);
  if (auto failure = destroyedEngineFailure(*this, data_->pending, "priority")) return *failure;
  if (!priority::isValid(priority)) {
    return LayoutResult::failure(LayoutErrorKind::invalidPriority,
                                 "cannot set the priority of " + description() + " to " +
                                     internal::formatNumber(priority) + ": a priority is in (0, 1000]",
                                 *this);
  }
  data_->pending.priority = priority;
  return LayoutResult::success();
}

std::string LayoutConstraint::description() const {
  if (LayoutEngine* owner = engine()) return owner->describe(*this);
  const char* name = namedEngine(data_->pending) != nullptr ? "(destroyed engine)" : "(no engine)";
  return internal::describeLayoutConstraint(*this,
                                            [name](ItemIdentifier, void*) { return std::string(name); });
}

std::string LayoutConstraint::statement() const {
  std::string text = description();
  const std::string place = internal::placeDescription(*this);
  if (!place.empty() && text.ends_with(place)) text.resize(text.size() - place.size());
  return text;
}

}  // namespace clayout
