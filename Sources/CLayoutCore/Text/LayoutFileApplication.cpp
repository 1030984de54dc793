// LayoutFileApplication.cpp — a parsed layout file into an engine (see LayoutFileApplication.h).
#include "LayoutFileApplication.h"

#include <algorithm>
#include <mutex>
#include <set>
#include <unordered_map>

#include "CLayoutCore/Layout/TextMeasurement.h"
#include "ConstraintParser.h"
#include "ParserState.h"

namespace clayout::internal {

const char* internFileName(const std::string& fileName) {
  static std::mutex mutex;
  static std::set<std::string> names;
  std::lock_guard<std::mutex> lock(mutex);
  return names.insert(fileName).first->c_str();
}

namespace {

class Application {
 public:
  Application(const LayoutFileDescription& description, LayoutEngine& engine, LayoutFileLoad& load)
      : description_(description),
        engine_(engine),
        load_(load),
        fileName_(internFileName(description.fileName)) {}

  void run() {
    if (description_.unsatisfiableConstraints) {
      // Before any constraint: a conflict anywhere in the file breaks instead of refusing.
      (void)engine_.setUnsatisfiableConstraintPolicy(description_.unsatisfiableConstraints->value);
    }
    items();
    helperGuides();
    if (description_.readableContentWidth) {
      LayoutResult result = engine_.setReadableContentWidth(description_.readableContentWidth->value);
      if (!result) report(description_.readableContentWidth->location, "readableContentWidth", result);
    }
    properties(engine_.root(), description_.root);
    for (std::size_t i = 0; i < description_.items.size(); ++i)
      properties(handles_[i], description_.items[i]);
    arrangement();
    groups();
    chains();
    constraints();
    if (description_.rootSize) {
      LayoutResult result = engine_.setRootSize(description_.rootSize->value);
      if (!result) {
        const LayoutSize& size = description_.rootSize->value;
        report(description_.rootSize->location,
               "the root's size " + numberText(size.width) + " x " + numberText(size.height) +
                   (!description_.rootSizeFromHost      ? ""
                    : description_.rootSizeReplacesFile ? " (given by the host instead of the file's)"
                                                        : " (given by the host)"),
               result);
      }
    }
    // Text items and guides whose insets follow the hierarchy are laid out at the frames they
    // got, so that the loaded frames are final.
    if (std::optional<LayoutPass> pass = layoutPassOf(description_)) {
      if (LayoutResult result = engine_.layoutIfNeeded(); !result) report(pass->location, pass->what, result);
    }
    if (!load_.diagnostics.empty()) return;
    load_.itemsByName.emplace("root", engine_.root());
    if (description_.root.identifier) load_.rootIdentifier = description_.root.identifier->value;
    for (std::size_t i = 0; i < description_.items.size(); ++i) {
      const ItemDescription& item = description_.items[i];
      load_.itemsByName.emplace(item.name, handles_[i]);
      load_.items.push_back(
          {item.name, handles_[i],
           item.parent == rootItem ? "root" : description_.items[static_cast<std::size_t>(item.parent)].name,
           item.depth, item.isLayoutGuide, item.location, std::nullopt,
           item.identifier ? item.identifier->value : std::string()});
      if (item.text) load_.items.back().text = LoadedText{item.text->value, measurerOf(item)};
    }
    for (const GroupDescription& group : description_.groups)
      load_.groups.push_back({group.name, itemsOf(group.items), group.location});
  }

 private:
  /// The measurer of a text item: its `font:`, or the default one.
  static MonospacedTextMeasurer measurerOf(const ItemDescription& item) {
    MonospacedTextMeasurer measurer;
    if (item.font) measurer = {item.font->value.first, item.font->value.second};
    return measurer;
  }

  void items() {
    handles_.reserve(description_.items.size());
    for (const ItemDescription& item : description_.items) {
      // A guideline's or barrier's guide is made with its helper, after the tree (`helperGuides`).
      if (item.isHelperGuide) {
        handles_.emplace_back();
        continue;
      }
      LayoutItem handle = item.isLayoutGuide ? engine_.makeLayoutGuide(item.name)
                          : item.isStack     ? engine_.makeStack(item.name)
                                             : engine_.makeItem(item.name);
      handles_.push_back(handle);
      declarations_.emplace(handle.identifier().index, item.location);
      LayoutItem parent =
          item.parent == rootItem ? engine_.root() : handles_[static_cast<std::size_t>(item.parent)];
      LayoutResult result = engine_.addSubitem(parent, handle);
      if (!result) report(item.location, "'" + item.name + "'", result);
    }
  }

  void properties(const LayoutItem& handle, const ItemDescription& item) {
    auto check = [&](const TextLocation& location, const char* property, LayoutResult result) {
      if (!result) report(location, std::string(property) + " of '" + item.name + "'", result);
    };
    if (item.layoutDirection) {
      check(item.layoutDirection->location, "layoutDirection",
            engine_.setLayoutDirection(handle, item.layoutDirection->value));
    }
    if (item.intrinsicContentSize) {
      const auto& [width, height] = item.intrinsicContentSize->value;
      check(item.intrinsicContentSize->location, "intrinsicContentSize",
            engine_.setIntrinsicContentSize(handle, width, height));
    }
    if (item.contentHugging) {
      const AxisPriorities& value = item.contentHugging->value;
      if (value.horizontal) {
        check(item.contentHugging->location, "contentHugging",
              engine_.setContentHuggingPriority(handle, LayoutAxis::horizontal, *value.horizontal));
      }
      if (value.vertical) {
        check(item.contentHugging->location, "contentHugging",
              engine_.setContentHuggingPriority(handle, LayoutAxis::vertical, *value.vertical));
      }
    }
    if (item.compressionResistance) {
      const AxisPriorities& value = item.compressionResistance->value;
      if (value.horizontal) {
        check(item.compressionResistance->location, "compressionResistance",
              engine_.setContentCompressionResistancePriority(handle, LayoutAxis::horizontal,
                                                              *value.horizontal));
      }
      if (value.vertical) {
        check(item.compressionResistance->location, "compressionResistance",
              engine_.setContentCompressionResistancePriority(handle, LayoutAxis::vertical, *value.vertical));
      }
    }
    if (item.baselineOffsets) {
      check(item.baselineOffsets->location, "baselineOffsets",
            engine_.setBaselineOffsets(handle, item.baselineOffsets->value.first,
                                       item.baselineOffsets->value.second));
    }
    if (item.layoutMargins) {
      check(item.layoutMargins->location, "layoutMargins",
            engine_.setLayoutMargins(handle, item.layoutMargins->value));
    }
    if (item.directionalLayoutMargins) {
      check(item.directionalLayoutMargins->location, "directionalLayoutMargins",
            engine_.setDirectionalLayoutMargins(handle, item.directionalLayoutMargins->value));
    }
    if (item.safeAreaInsets) {
      check(item.safeAreaInsets->location, "safeAreaInsets",
            engine_.setSafeAreaInsets(handle, item.safeAreaInsets->value));
    }
    // Margins and safe area that follow the hierarchy.
    if (item.preservesSuperviewLayoutMargins) {
      check(item.preservesSuperviewLayoutMargins->location, "preservesSuperviewLayoutMargins",
            engine_.setPreservesSuperviewLayoutMargins(handle, item.preservesSuperviewLayoutMargins->value));
    }
    if (item.insetsLayoutMarginsFromSafeArea) {
      check(item.insetsLayoutMarginsFromSafeArea->location, "insetsLayoutMarginsFromSafeArea",
            engine_.setInsetsLayoutMarginsFromSafeArea(handle, item.insetsLayoutMarginsFromSafeArea->value));
    }
    if (item.systemMinimumLayoutMargins) {
      check(item.systemMinimumLayoutMargins->location, "systemMinimumLayoutMargins",
            engine_.setSystemMinimumLayoutMargins(handle, item.systemMinimumLayoutMargins->value));
    }
    if (item.viewRespectsSystemMinimumLayoutMargins) {
      check(item.viewRespectsSystemMinimumLayoutMargins->location, "viewRespectsSystemMinimumLayoutMargins",
            engine_.setViewRespectsSystemMinimumLayoutMargins(
                handle, item.viewRespectsSystemMinimumLayoutMargins->value));
    }
    if (item.alignmentRectInsets) {
      check(item.alignmentRectInsets->location, "alignmentRectInsets",
            engine_.setAlignmentRectInsets(handle, item.alignmentRectInsets->value));
    }
    if (item.text) {
      check(item.text->location, "text",
            engine_.setMeasuringFunction(handle, measurerOf(item).measuringFunction(item.text->value)));
    }
    auto helper = [&](const TextLocation& location, const char* property, const LayoutHelperResult& made) {
      check(location, property, made.result);
      if (made) remember(made.helper, location);
    };
    if (item.dimensionRatio) {
      helper(item.dimensionRatio->location, "dimensionRatio",
             engine_.setDimensionRatio(handle, item.dimensionRatio->value.first,
                                       item.dimensionRatio->value.second));
    }
    if (item.bias) {
      // Between the parent's edges (the parser refuses a bias on the root).
      LayoutItem parent = engine_.parent(handle);
      if (item.bias->value.first) {
        helper(item.bias->location, "bias",
               engine_.centerWithBias(handle, parent.leading, parent.trailing, *item.bias->value.first));
      }
      if (item.bias->value.second) {
        helper(item.bias->location, "bias",
               engine_.centerWithBias(handle, parent.top, parent.bottom, *item.bias->value.second));
      }
    }
    if (item.isStack) stackProperties(handle, item);
  }

  // MARK: ConstraintLayout helpers

  /// The handles of the file's items `indices`.
  std::vector<LayoutItem> itemsOf(const std::vector<std::int32_t>& indices) const {
    std::vector<LayoutItem> items;
    items.reserve(indices.size());
    for (std::int32_t index : indices) items.push_back(handles_[static_cast<std::size_t>(index)]);
    return items;
  }

  /// Keeps where a helper was written for its constraints, so that a conflict's note points at
  /// its statement.
  void remember(const LayoutHelper& helper, const TextLocation& location) {
    for (const LayoutConstraint& constraint : engine_.helperConstraints(helper))
      helperLocations_.insert_or_assign(constraint.identity(), location);
  }

  /// The guidelines' and barriers' guides, after the tree and in the order of the file (a barrier
  /// follows items and the helpers' guides above it), each the last subitem of its parent then.
  void helperGuides() {
    for (std::size_t i = 0; i < description_.items.size(); ++i) {
      const ItemDescription& item = description_.items[i];
      if (!item.isHelperGuide) continue;
      LayoutItem parent =
          item.parent == rootItem ? engine_.root() : handles_[static_cast<std::size_t>(item.parent)];
      LayoutHelperResult made;
      TextLocation location;
      if (item.guideline) {
        const GuidelineDescription& guideline = item.guideline->value;
        made = engine_.makeGuideline(parent, item.name, guideline.orientation, guideline.reference,
                                     guideline.value);
        location = item.guideline->location;
      } else if (item.barrier) {
        const BarrierDescription& barrier = item.barrier->value;
        std::vector<LayoutItem> items = itemsOf(barrier.items);
        made = engine_.makeBarrier(parent, item.name, barrier.edge, items, barrier.margin);
        location = item.barrier->location;
      } else {
        continue;  // unreachable: the parser gives every helper's guide its helper
      }
      if (!made) {
        report(location, (item.guideline ? "the guideline '" : "the barrier '") + item.name + "'",
               made.result);
        continue;
      }
      handles_[i] = made.helper.guide;
      declarations_.emplace(handles_[i].identifier().index, item.location);
      remember(made.helper, location);
    }
  }

  /// The groups' `hidden`, after the items' own flags (a group's visibility wins, as
  /// ConstraintLayout's), in the order of the file.
  void groups() {
    for (const GroupDescription& group : description_.groups) {
      if (!group.hidden) continue;
      std::vector<LayoutItem> items = itemsOf(group.items);
      LayoutResult result = engine_.setHidden(std::span<const LayoutItem>(items), *group.hidden);
      if (!result) report(group.location, "hiding the group '" + group.name + "'", result);
    }
  }

  /// An anchor of the axis `axis` (leading or trailing, or a vertical one), as the chain needs it.
  template <typename Anchor>
  Anchor anchorOf(const AnchorDescription& anchor) {
    LayoutItem item = resolve(anchor.item);
    return Anchor(item.engine(), item.identifier(), anchor.attribute, item.engineIdentity());
  }

  /// The chains, in the order of the file, after every item's properties and flags and before
  /// the file's constraints (a constraint that conflicts with a chain is reported at its line).
  void chains() {
    for (const ChainDescription& chain : description_.chains) {
      std::vector<LayoutItem> items = itemsOf(chain.items);
      LayoutHelperResult made =
          chain.axis == LayoutAxis::horizontal
              ? engine_.makeChain(items, anchorOf<CLayoutDirectionalXAxisAnchor>(chain.start),
                                  anchorOf<CLayoutDirectionalXAxisAnchor>(chain.end), chain.options)
              : engine_.makeChain(items, anchorOf<CLayoutYAxisAnchor>(chain.start),
                                  anchorOf<CLayoutYAxisAnchor>(chain.end), chain.options);
      if (!made) {
        report(chain.location, "the chain", made.result);
        continue;
      }
      remember(made.helper, chain.location);
    }
  }

  // MARK: Stacks and hidden items

  /// The stacks' options (already set by `stackProperties`), then every arranged item in the order
  /// of the file, the custom spacings, and last the hidden flags (so that an arranged item
  /// collapses as the host would see it hide).
  void arrangement() {
    for (std::size_t i = 0; i < description_.items.size(); ++i) {
      const ItemDescription& item = description_.items[i];
      if (!item.isArranged) continue;
      LayoutResult result =
          engine_.addArrangedSubitem(handles_[static_cast<std::size_t>(item.parent)], handles_[i]);
      if (!result) report(item.location, "arranging '" + item.name + "'", result);
    }
    for (std::size_t i = 0; i < description_.items.size(); ++i) {
      const ItemDescription& item = description_.items[i];
      for (const auto& spacing : item.customSpacings) {
        LayoutResult result = engine_.setCustomSpacing(
            handles_[i], handles_[static_cast<std::size_t>(spacing.value.first)], spacing.value.second);
        if (!result) report(spacing.location, "customSpacing of '" + item.name + "'", result);
      }
    }
    auto hide = [&](const LayoutItem& handle, const ItemDescription& item) {
      if (!item.hidden) return;
      LayoutResult result = engine_.setHidden(handle, item.hidden->value);
      if (!result) report(item.hidden->location, "hidden of '" + item.name + "'", result);
    };
    hide(engine_.root(), description_.root);
    for (std::size_t i = 0; i < description_.items.size(); ++i) hide(handles_[i], description_.items[i]);
  }

  /// A stack's options, in the order axis, alignment, distribution, spacing, margins, baselines
  /// (the axis before a baseline alignment, which only a horizontal stack takes).
  void stackProperties(const LayoutItem& handle, const ItemDescription& item) {
    auto check = [&](const TextLocation& location, const char* property, LayoutResult result) {
      if (!result) report(location, std::string(property) + " of '" + item.name + "'", result);
    };
    if (item.stackAxis)
      check(item.stackAxis->location, "axis", engine_.setStackAxis(handle, item.stackAxis->value));
    if (item.stackAlignment) {
      check(item.stackAlignment->location, "alignment",
            engine_.setStackAlignment(handle, item.stackAlignment->value));
    }
    if (item.stackDistribution) {
      check(item.stackDistribution->location, "distribution",
            engine_.setStackDistribution(handle, item.stackDistribution->value));
    }
    if (item.stackSpacing) {
      check(item.stackSpacing->location, "spacing",
            engine_.setStackSpacing(handle, item.stackSpacing->value));
    }
    if (item.layoutMarginsRelativeArrangement) {
      check(
          item.layoutMarginsRelativeArrangement->location, "layoutMarginsRelativeArrangement",
          engine_.setLayoutMarginsRelativeArrangement(handle, item.layoutMarginsRelativeArrangement->value));
    }
    if (item.baselineRelativeArrangement) {
      check(item.baselineRelativeArrangement->location, "baselineRelativeArrangement",
            engine_.setBaselineRelativeArrangement(handle, item.baselineRelativeArrangement->value));
    }
  }

  LayoutItem resolve(const ItemReference& reference) {
    LayoutItem item =
        reference.item == rootItem ? engine_.root() : handles_[static_cast<std::size_t>(reference.item)];
    switch (reference.guide) {
      case GuideReference::none:
        return item;
      case GuideReference::layoutMarginsGuide:
        return engine_.layoutMarginsGuide(item);
      case GuideReference::safeAreaLayoutGuide:
        return engine_.safeAreaLayoutGuide(item);
      case GuideReference::readableContentGuide:
        return engine_.readableContentGuide(item);
    }
    return item;
  }

  LayoutExpression expression(const SideDescription& side) {
    LayoutExpression expression;
    expression.constant = side.constant;
    for (const TermDescription& term : side.terms) {
      LayoutItem item = resolve(term.item);
      if (expression.engine == nullptr) {
        expression.engine = item.engine();
        expression.engineIdentity = item.engineIdentity();
      }
      expression.terms.push_back({item.identifier(), term.attribute, term.coefficient});
    }
    return expression;
  }

  /// The file's constraints, activated in the order of the file, all at once: an activation of
  /// the engine checks the values of the whole layout, so one per constraint made a file of n
  /// constraints cost n checks of n values. When the engine refuses them (all or nothing: it
  /// changed nothing), they go again in chunks of `constraintChunk`, and the constraints of a
  /// refused chunk one at a time, so that each refusal is reported at its line, as when every
  /// constraint went alone; the engine then holds the same constraints in the same order.
  void constraints() {
    std::vector<LayoutConstraint> all;
    all.reserve(description_.constraints.size());
    for (const ConstraintDescription& constraint : description_.constraints) all.push_back(made(constraint));
    if (engine_.activate(all)) {
      for (std::size_t index = 0; index < all.size(); ++index)
        load_.constraints.push_back({all[index], description_.constraints[index].location});
      return;
    }
    for (std::size_t start = 0; start < all.size(); start += constraintChunk) {
      const std::size_t count = std::min(constraintChunk, all.size() - start);
      std::span<const LayoutConstraint> chunk(all.data() + start, count);
      if (engine_.activate(chunk)) {
        for (std::size_t index = start; index < start + count; ++index)
          load_.constraints.push_back({all[index], description_.constraints[index].location});
        continue;
      }
      for (std::size_t index = start; index < start + count; ++index)
        activateAlone(all[index], description_.constraints[index]);
    }
  }

  /// The most constraints activated at once after the whole file was refused (`constraints`).
  static constexpr std::size_t constraintChunk = 512;

  /// `constraint` as a layout constraint written at its line, kept alive (so that no later
  /// constraint takes a refused one's address, its identity) and known by its location.
  LayoutConstraint made(const ConstraintDescription& constraint) {
    PendingLayoutConstraint pending;
    pending.first = expression(constraint.first);
    pending.relation = constraint.relation;
    pending.second = expression(constraint.second);
    pending.priority = constraint.priority;
    pending.identifier = constraint.identifier;
    ValueKind kind =
        constraint.first.kind == ValueKind::number ? constraint.second.kind : constraint.first.kind;
    pending.anchorKind = anchorKindOf(kind);
    if (constraint.directionItem) pending.directionItem = resolve(*constraint.directionItem);
    LayoutConstraint made =
        LayoutConstraint::writtenAt(std::move(pending), fileName_, constraint.location.line);
    locations_.insert_or_assign(made.identity(), constraint.location);
    made_.push_back(made);
    return made;
  }

  /// Activates `made` alone, reporting a refusal at `constraint`'s line.
  void activateAlone(const LayoutConstraint& made, const ConstraintDescription& constraint) {
    LayoutResult result = engine_.activate(std::span<const LayoutConstraint>(&made, 1));
    if (!result) {
      report(constraint.location, "the constraint " + made.statement(), result);
      return;
    }
    load_.constraints.push_back({made, constraint.location});
  }

  /// Where a constraint of a conflict set was written: its line in the file, for a helper's the
  /// helper's statement or property, or for another one the engine maintains (intrinsic size,
  /// guides, stacks, …) the declaration of its first item.
  TextLocation locationOf(const LayoutConstraint& constraint) const {
    if (auto found = locations_.find(constraint.identity()); found != locations_.end()) return found->second;
    if (auto found = helperLocations_.find(constraint.identity()); found != helperLocations_.end())
      return found->second;
    for (const LayoutExpression* side : {&constraint.firstExpression(), &constraint.secondExpression()}) {
      for (const LayoutTerm& term : side->terms) {
        if (auto declared = declarations_.find(term.item.index); declared != declarations_.end())
          return declared->second;
      }
    }
    return TextLocation{description_.fileName, 0, 0};
  }

  void report(const TextLocation& location, const std::string& what, const LayoutResult& result) {
    // As many as the parser reports at most, then one that says there are more.
    if (load_.diagnostics.size() > maximumDiagnostics) return;
    if (load_.diagnostics.size() == maximumDiagnostics) {
      load_.diagnostics.push_back({location,
                                   TextDiagnosticKind::tooManyErrors,
                                   "too many errors (more than " + std::to_string(maximumDiagnostics) +
                                       "); the rest of the file is not reported",
                                   {}});
      return;
    }
    TextDiagnostic diagnostic;
    diagnostic.location = location;
    if (result.kind == LayoutErrorKind::unsatisfiableConstraint) {
      diagnostic.kind = TextDiagnosticKind::unsatisfiableConstraint;
      std::string at;
      if (result.rootSizeAxis) {
        at = std::string(" at the root's ") +
             (*result.rootSizeAxis == LayoutAxis::horizontal ? "width" : "height");
      }
      diagnostic.message = what + " cannot hold" + at;
      if (!result.conflicts.empty()) {
        diagnostic.message += ": it conflicts with " + std::to_string(result.conflicts.size()) +
                              " required constraint" + (result.conflicts.size() == 1 ? "" : "s") +
                              " (in the notes)";
      }
      for (const LayoutConstraint& conflict : result.conflicts) {
        // A constraint of the file is at its own line: the note's place, not said again.
        bool fromFile = locations_.count(conflict.identity()) != 0;
        diagnostic.notes.push_back(
            {locationOf(conflict), fromFile
                                       ? "conflicting constraint: " + conflict.statement()
                                       : "conflicting engine constraint: " + engine_.describe(conflict)});
      }
    } else {
      diagnostic.kind = TextDiagnosticKind::engineError;
      diagnostic.message =
          what + ": the engine refuses it (" + layoutErrorKindName(result.kind) + "): " + result.message;
    }
    load_.diagnostics.push_back(std::move(diagnostic));
  }

  const LayoutFileDescription& description_;
  LayoutEngine& engine_;
  LayoutFileLoad& load_;
  const char* fileName_;
  std::vector<LayoutItem> handles_;
  std::vector<LayoutConstraint> made_;
  /// Each item's declaration, by slot index in the engine.
  std::unordered_map<std::uint32_t, TextLocation> declarations_;
  /// Each constraint of the file, by identity.
  std::unordered_map<const void*, TextLocation> locations_;
  /// Each constraint of a helper the file made (ratio, bias, guideline, barrier, chain), by
  /// identity: where the helper was written.
  std::unordered_map<const void*, TextLocation> helperLocations_;
};

}  // namespace

std::optional<LayoutPass> layoutPassOf(const LayoutFileDescription& description) {
  for (const ItemDescription& item : description.items) {
    if (item.text) return LayoutPass{item.text->location, "the text"};
  }
  // MARK: Margins and safe area that follow the hierarchy
  auto usesGuide = [](const SideDescription& side) {
    for (const TermDescription& term : side.terms) {
      if (term.item.guide != GuideReference::none) return true;
    }
    return false;
  };
  for (const ConstraintDescription& constraint : description.constraints) {
    if (usesGuide(constraint.first) || usesGuide(constraint.second))
      return LayoutPass{constraint.location, "the guides"};
  }
  for (const ChainDescription& chain : description.chains) {
    if (chain.start.item.guide != GuideReference::none || chain.end.item.guide != GuideReference::none)
      return LayoutPass{chain.location, "the guides"};
  }
  for (const ItemDescription& item : description.items) {
    if (item.layoutMarginsRelativeArrangement && item.layoutMarginsRelativeArrangement->value)
      return LayoutPass{item.layoutMarginsRelativeArrangement->location, "the guides"};
  }
  return std::nullopt;
}

void applyLayoutFile(const LayoutFileDescription& description, LayoutEngine& engine, LayoutFileLoad& load) {
  Application(description, engine, load).run();
}

}  // namespace clayout::internal
