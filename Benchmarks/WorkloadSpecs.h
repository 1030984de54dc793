// WorkloadSpecs.h — what the benchmark workloads are (Benchmarks/Workloads.md): the constraint
// specifications each workload streams, in its order, and the floor's closed-form frames. Runs,
// timing and reports: Workloads.h.
#pragma once

#include <cmath>
#include <cstddef>
#include <string>
#include <vector>

namespace bench {

// MARK: Specifications

enum class Rel { le, eq, ge };
enum class Strength { required, strong, medium, weak };

/// Auto Layout's numbers for the strengths (ours); kiwi maps them to its own strengths.
inline double priorityValue(Strength strength) {
  switch (strength) {
    case Strength::required:
      return 1000;
    case Strength::strong:
      return 750;
    case Strength::medium:
      return 500;
    case Strength::weak:
      return 250;
  }
  return 1000;
}

/// Variable slots of a view: the index of a view's variable is `4 * view + slot`.
enum Slot : int { left = 0, top = 1, width = 2, height = 3 };
inline int var(int view, Slot slot) { return 4 * view + slot; }

/// `Σ coeff[k]·variables[var[k]] + constant  rel  0` at `strength`.
struct Spec {
  int count = 0;
  int var[4] = {0, 0, 0, 0};
  double coeff[4] = {0, 0, 0, 0};
  double constant = 0;
  Rel rel = Rel::eq;
  Strength strength = Strength::required;

  Spec& term(int variable, double coefficient) {
    var[count] = variable;
    coeff[count] = coefficient;
    ++count;
    return *this;
  }
};

inline Spec spec(Rel rel, Strength strength, double constant) {
  Spec s;
  s.rel = rel;
  s.strength = strength;
  s.constant = constant;
  return s;
}

[[noreturn]] inline void fatal(const std::string& message) {
  std::printf("ERROR %s\n", message.c_str());
  std::fflush(stdout);
  std::exit(2);
}

// MARK: W1 "chain": views 1..N in a row inside a container (view 0); N + 1 views, 4N + 2 constraints

inline int chainViews(int n) { return n + 1; }

template <class F>
void forEachChainSpec(int n, F&& emit) {
  constexpr Rel eq = Rel::eq;
  constexpr Strength req = Strength::required;
  emit(spec(eq, req, 0).term(var(0, left), 1));  // container.left == 0
  emit(spec(eq, req, 0).term(var(0, top), 1));   // container.top == 0
  for (int i = 1; i <= n; ++i) {
    if (i == 1) {
      // v1.left == container.left + 8
      emit(spec(eq, req, -8).term(var(1, left), 1).term(var(0, left), -1));
    } else {
      // v[i].left == v[i-1].left + v[i-1].width + 8
      emit(spec(eq, req, -8).term(var(i, left), 1).term(var(i - 1, left), -1).term(var(i - 1, width), -1));
    }
    emit(spec(eq, req, -20).term(var(i, width), 1));                      // width == 20
    emit(spec(eq, req, -10).term(var(i, top), 1).term(var(0, top), -1));  // top == container.top + 10
    emit(spec(eq, req, -30).term(var(i, height), 1));                     // height == 30
  }
}

/// The floor of W1: every frame with plain arithmetic (the container's width and height are free
/// in W1 and left at 0).
inline void floorChain(int n, double* out) {
  out[0] = 0;
  out[1] = 0;
  out[2] = 0;
  out[3] = 0;
  double x = out[0] + 8;
  const double y = out[1] + 10;
  for (int i = 1; i <= n; ++i) {
    double* f = out + 4 * i;
    f[0] = x;
    f[1] = y;
    f[2] = 20;
    f[3] = 30;
    x += 20 + 8;
  }
}

// MARK: W2 "tree": N views in a complete 4-ary tree, breadth-first, parent of i is (i-1)/4

/// Whether a workload builds a layout once and reads it (W1, W2, W2batch, W2required,
/// W2equalities).
inline bool isBuildWorkload(const std::string& workload) {
  return workload == "W1" || workload == "W2" || workload == "W2batch" || workload == "W2required" ||
         workload == "W2equalities";
}

inline int treeViews(int n) { return n; }

/// The index of R4 (`root.width == 3840`) in W2's list.
inline constexpr int treeRootWidthIndex = 3;
inline constexpr double treeRootWidth = 3840;
inline constexpr double treeRootHeight = 2160;

/// Which of W2's constraints a tree workload adds (Workloads.md).
enum class TreeVariant {
  /// W2 itself (W2batch, and the setup of W3, W4 and W5).
  whole,
  /// W2required: no objective. The strong `csize` equality is required and the weak and medium
  /// constraints, which W2's solution violates or meets by accident, are left out. Its solution is
  /// W2's: every value is fixed by required equalities, and the strong equality holds in W2's
  /// solution.
  requiredOnly,
  /// W2equalities: W2required without its inequalities (`<=`, and the root's `width >= 0`), which
  /// W2's solution meets: only equalities, each defining a new variable. The same solution.
  equalitiesOnly,
};

/// Calls `emit` for each of W2's constraints, in order (those of `variant`).
template <class F>
void forEachTreeSpec(int n, F&& emit, TreeVariant variant = TreeVariant::whole) {
  constexpr Strength req = Strength::required;
  const bool requiredOnly = variant != TreeVariant::whole;
  const bool inequalities = variant != TreeVariant::equalitiesOnly;
  // Root.
  emit(spec(Rel::eq, req, 0).term(var(0, left), 1));
  emit(spec(Rel::eq, req, 0).term(var(0, top), 1));
  if (inequalities) emit(spec(Rel::ge, req, 0).term(var(0, width), 1));
  emit(spec(Rel::eq, req, -treeRootWidth).term(var(0, width), 1));  // R4
  emit(spec(Rel::eq, req, -treeRootHeight).term(var(0, height), 1));
  // Parents in breadth-first order; depth parity flips at each level's end.
  bool even = true;        // depth of the current parent is even
  long long levelEnd = 1;  // first index of the next level
  for (long long p = 0; 4 * p + 1 < n; ++p) {
    if (p == levelEnd) {
      even = !even;
      levelEnd = 4 * levelEnd + 1;
    }
    const int P = static_cast<int>(p);
    const Slot pos = even ? left : top, size = even ? width : height;
    const Slot cpos = even ? top : left, csize = even ? height : width;
    const int first = 4 * P + 1;
    const int k = std::min(4, n - first);
    // child.start + child.length <= P.start + P.length - 1 (required): the child ends within P.
    auto endsWithinParent = [&](int child, Slot start, Slot length) {
      if (!inequalities) return;
      emit(spec(Rel::le, req, 1)
               .term(var(child, start), 1)
               .term(var(child, length), 1)
               .term(var(P, start), -1)
               .term(var(P, length), -1));
    };
    for (int j = 0; j < k; ++j) {
      const int c = first + j;
      // c.size == 0.25 * P.size - 2
      emit(spec(Rel::eq, req, 2).term(var(c, size), 1).term(var(P, size), -0.25));
      if (j == 0) {
        // c0.pos == P.pos + 1
        emit(spec(Rel::eq, req, -1).term(var(c, pos), 1).term(var(P, pos), -1));
      } else {
        // cj.pos == c(j-1).pos + c(j-1).size + 2
        emit(
            spec(Rel::eq, req, -2).term(var(c, pos), 1).term(var(c - 1, pos), -1).term(var(c - 1, size), -1));
      }
      // c.cpos == P.cpos + 1
      emit(spec(Rel::eq, req, -1).term(var(c, cpos), 1).term(var(P, cpos), -1));
      // c.cpos + c.csize <= P.cpos + P.csize - 1
      endsWithinParent(c, cpos, csize);
      // c.csize == P.csize - 2 (strong)
      emit(spec(Rel::eq, requiredOnly ? req : Strength::strong, 2)
               .term(var(c, csize), 1)
               .term(var(P, csize), -1));
      if (requiredOnly) continue;
      // width >= 10, height >= 10 (weak); width == 44, height == 44 (medium)
      emit(spec(Rel::ge, Strength::weak, -10).term(var(c, width), 1));
      emit(spec(Rel::ge, Strength::weak, -10).term(var(c, height), 1));
      emit(spec(Rel::eq, Strength::medium, -44).term(var(c, width), 1));
      emit(spec(Rel::eq, Strength::medium, -44).term(var(c, height), 1));
    }
    // c(k-1).pos + c(k-1).size <= P.pos + P.size - 1
    endsWithinParent(first + k - 1, pos, size);
  }
}

/// The number of W2's constraints (of a variant's).
inline long long treeConstraintCount(int n, TreeVariant variant = TreeVariant::whole) {
  long long count = 0;
  forEachTreeSpec(
      n, [&](const Spec&) { ++count; }, variant);
  return count;
}

/// The floor of W2 (and of a W3 frame): every frame with plain arithmetic, for root width `w`.
inline void floorTree(int n, double w, double* out) {
  out[0] = 0;
  out[1] = 0;
  out[2] = w;
  out[3] = treeRootHeight;
  bool even = true;
  long long levelEnd = 1;
  for (long long p = 0; 4 * p + 1 < n; ++p) {
    if (p == levelEnd) {
      even = !even;
      levelEnd = 4 * levelEnd + 1;
    }
    const double* P = out + 4 * p;
    const int pos = even ? 0 : 1, size = even ? 2 : 3, cpos = even ? 1 : 0, csize = even ? 3 : 2;
    const long long first = 4 * p + 1;
    const long long k = std::min<long long>(4, n - first);
    const double s = 0.25 * P[size] - 2;
    const double cp = P[cpos] + 1, cs = P[csize] - 2;
    double x = P[pos] + 1;
    for (long long j = 0; j < k; ++j) {
      double* c = out + 4 * (first + j);
      c[pos] = x;
      c[size] = s;
      c[cpos] = cp;
      c[csize] = cs;
      x += s + 2;
    }
  }
}

// MARK: W5 "one text changes": W2 with one leaf, the text, sized by its intrinsic width

/// The depth of view `i` in W2's tree (the root at 0): levels start at 0, 1, 5, 21, ... (4^d - 1) / 3.
inline int treeDepth(long long i) {
  int depth = 0;
  for (long long levelStart = 1; i >= levelStart; levelStart = 4 * levelStart + 1) ++depth;
  return depth;
}

/// W5's text: the first leaf, in breadth-first order, whose parent stacks vertically (odd depth), so
/// that its width is its parent's cross axis; -1 when the tree has none (N < 6).
inline int textLeaf(int n) {
  for (long long i = 1; i < n; ++i) {
    if (4 * i + 1 < n) continue;  // a parent
    if (treeDepth((i - 1) / 4) % 2 == 1) return static_cast<int>(i);
  }
  return -1;
}

/// The text's width in W2's solution (its parent's width - 2): its initial intrinsic width in W5.
inline double textInitialWidth(int n) {
  const int text = textLeaf(n);
  if (text < 0) return 0;
  std::vector<double> frames(4 * static_cast<size_t>(n));
  floorTree(n, treeRootWidth, frames.data());
  return frames[4 * static_cast<size_t>(text) + width];
}

/// The text's intrinsic width at frame f of W5: between half and all of its initial width, never
/// the same as the frame before.
inline double textWidth(double initial, int f) { return initial * (0.5 + static_cast<double>(f % 11) / 20); }

/// Whether `s` is the constraint W5 leaves out of W2's list: the text's `csize == P.csize - 2`
/// (strong), its stretch across its parent, which the intrinsic width replaces.
inline bool isTextStretch(const Spec& s, int text) {
  return s.strength == Strength::strong && s.count == 2 && s.var[0] == var(text, width);
}

/// The index of that constraint in W2's list.
inline long long textStretchIndex(int n) {
  const int text = textLeaf(n);
  long long index = 0, found = -1;
  forEachTreeSpec(n, [&](const Spec& s) {
    if (found < 0 && isTextStretch(s, text)) found = index;
    ++index;
  });
  return found;
}

/// The floor of a W5 frame: W2's frames at root width 3840 with the text `w` wide.
inline void floorText(int n, double w, double* out) {
  floorTree(n, treeRootWidth, out);
  const int text = textLeaf(n);
  if (text >= 0) out[4 * static_cast<size_t>(text) + width] = w;
}

}  // namespace bench
