// LayoutConstraint.cpp — a layout constraint with identity: construction from a pending
// constraint and its source location, and the calls that forward to its engine.
#include "CLayoutCore/Layout/LayoutConstraint.h"

#include <cmath>

#include "CLayoutCore/Layout/LayoutEngine.h"
#include "CLayoutCore/Layout/LayoutResult.h"
#include "LayoutDescription.h"

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
  data_->pending = std::move(pending);
  data_->fileName = baseName(location.file_name());
  data_->line = location.line();
}

LayoutConstraint LayoutConstraint::writtenAt(PendingLayoutConstraint pending, const char* fileName,
                                             std::uint32_t line) {
  LayoutConstraint constraint(std::move(pending));
  constraint.data_->fileName = fileName != nullptr ? fileName : "";
  constraint.data_->line = line;
  return constraint;
}

LayoutEngine* LayoutConstraint::engine() const noexcept {
  if (!data_->pending.first.terms.empty() && data_->pending.first.engine != nullptr) {
    return static_cast<LayoutEngine*>(data_->pending.first.engine);
  }
  return static_cast<LayoutEngine*>(data_->pending.second.engine);
}

// A constraint without items has no engine: its constant and priority are plain data.

LayoutResult LayoutConstraint::setConstant(double constant) noexcept {
  if (LayoutEngine* owner = engine()) return owner->setConstant(*this, constant);
  if (!std::isfinite(constant)) {
    return LayoutResult::failure(LayoutErrorKind::nonFiniteValue,
                                 "cannot set the constant of " + description() + ": it is not finite", *this);
  }
  data_->pending.second.constant = data_->pending.first.constant + constant;
  return LayoutResult::success();
}

LayoutResult LayoutConstraint::setPriority(double priority) noexcept {
  if (LayoutEngine* owner = engine()) return owner->setPriority(*this, priority);
  if (!priority::isValid(priority)) {
    return LayoutResult::failure(LayoutErrorKind::invalidPriority,
                                 "cannot set the priority of " + description() + ": it must be in (0, 1000]",
                                 *this);
  }
  data_->pending.priority = priority;
  return LayoutResult::success();
}

std::string LayoutConstraint::description() const {
  if (LayoutEngine* owner = engine()) return owner->describe(*this);
  return internal::describeLayoutConstraint(*this,
                                            [](ItemIdentifier, void*) { return std::string("(no engine)"); });
}

}  // namespace clayout
