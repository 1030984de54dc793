// LayoutTermsTests.cpp — the terms of a layout expression: one in place, then on the heap.
#define CLAYOUT_TEST_MAIN
#include <cstdint>
#include <utility>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "TestSupport.h"

using namespace clayout;

namespace {

/// The `i`-th term of the tests' sequences: every field differs from its neighbours'.
LayoutTerm termNumber(int i) {
  return LayoutTerm{ItemIdentifier{static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(i + 1)},
                    static_cast<LayoutAttribute>(i % 12), 0.5 * i - 3};
}

bool sameTerm(const LayoutTerm& a, const LayoutTerm& b) {
  return a.item == b.item && a.attribute == b.attribute && a.coefficient == b.coefficient;
}

/// Whether `terms` holds exactly `expected`, in order.
bool holds(const LayoutTerms& terms, const std::vector<LayoutTerm>& expected) {
  if (terms.size() != expected.size() || terms.empty() != expected.empty()) return false;
  std::size_t i = 0;
  for (const LayoutTerm& term : terms) {
    if (!sameTerm(term, expected[i]) || !sameTerm(terms[i], expected[i])) return false;
    ++i;
  }
  return expected.empty() ||
         (sameTerm(terms.front(), expected.front()) && sameTerm(terms.back(), expected.back()));
}

LayoutTerms termsUpTo(int count) {
  LayoutTerms terms;
  for (int i = 0; i < count; ++i) terms.push_back(termNumber(i));
  return terms;
}

std::vector<LayoutTerm> referenceUpTo(int count) {
  std::vector<LayoutTerm> terms;
  for (int i = 0; i < count; ++i) terms.push_back(termNumber(i));
  return terms;
}

}  // namespace

TEST_CASE("layout terms keep their order, in place and after growing") {
  LayoutTerms terms;
  CHECK(terms.empty());
  std::vector<LayoutTerm> expected;
  for (int i = 0; i < 100; ++i) {
    terms.push_back(termNumber(i));
    expected.push_back(termNumber(i));
    CHECK(holds(terms, expected));
  }
  terms.clear();
  CHECK(terms.empty());
  terms.push_back(termNumber(7));  // usable after clear, its storage kept
  CHECK(holds(terms, {termNumber(7)}));
}

TEST_CASE("copies and moves of layout terms are independent, in place or not") {
  for (int size : {0, 1, 2, 3, 17}) {
    LayoutTerms original = termsUpTo(size);
    const std::vector<LayoutTerm> expected = referenceUpTo(size);

    LayoutTerms copy(original);
    copy.push_back(termNumber(99));
    CHECK(holds(original, expected));  // the copy has its own storage
    std::vector<LayoutTerm> longer = expected;
    longer.push_back(termNumber(99));
    CHECK(holds(copy, longer));

    LayoutTerms assigned = termsUpTo(5);
    assigned = original;
    CHECK(holds(assigned, expected));
    const LayoutTerms& itself = assigned;
    assigned = itself;  // self-assignment keeps the terms
    CHECK(holds(assigned, expected));

    LayoutTerms moved(std::move(copy));
    CHECK(holds(moved, longer));
    CHECK(copy.empty());  // NOLINT: moved-from terms are empty and usable
    copy.push_back(termNumber(5));
    CHECK(holds(copy, {termNumber(5)}));

    LayoutTerms moveAssigned = termsUpTo(3);
    moveAssigned = std::move(moved);
    CHECK(holds(moveAssigned, longer));
    CHECK(moved.empty());  // NOLINT: as above
  }
}

TEST_CASE("a term appended from the same terms survives their growth") {
  // The one in place, then the heap's full block: each time the term read is where the storage
  // was before it grew.
  LayoutTerms terms = termsUpTo(1);
  terms.push_back(terms[0]);
  CHECK(holds(terms, {termNumber(0), termNumber(0)}));
  terms.push_back(terms.back());
  CHECK(holds(terms, {termNumber(0), termNumber(0), termNumber(0)}));
  LayoutTerms four = termsUpTo(4);  // capacity 4 after growing from 1 to 2 to 4
  four.push_back(four.front());
  CHECK(holds(four, {termNumber(0), termNumber(1), termNumber(2), termNumber(3), termNumber(0)}));
}

TEST_CASE("erasing layout terms keeps the rest in order") {
  LayoutTerms terms = termsUpTo(6);
  LayoutTerm* next = terms.erase(terms.begin() + 1, terms.begin() + 3);
  CHECK(next == terms.begin() + 1);
  CHECK(holds(terms, {termNumber(0), termNumber(3), termNumber(4), termNumber(5)}));
  terms.erase(terms.end() - 1);
  CHECK(holds(terms, {termNumber(0), termNumber(3), termNumber(4)}));
  terms.erase(terms.begin(), terms.end());
  CHECK(terms.empty());

  LayoutTerms one = termsUpTo(1);  // in place
  one.erase(one.begin());
  CHECK(one.empty());
}

TEST_CASE("layout terms from a list, reserved, and emplaced") {
  LayoutTerms listed{termNumber(4), termNumber(2), termNumber(9)};
  CHECK(holds(listed, {termNumber(4), termNumber(2), termNumber(9)}));
  LayoutTerms reserved;
  reserved.reserve(10);
  for (int i = 0; i < 10; ++i) reserved.push_back(termNumber(i));
  CHECK(holds(reserved, referenceUpTo(10)));
  reserved.reserve(3);  // never shrinks
  CHECK(holds(reserved, referenceUpTo(10)));
  LayoutTerms emplaced;
  LayoutTerm& made = emplaced.emplace_back(ItemIdentifier{3, 4}, LayoutAttribute::width, 2.5);
  CHECK(sameTerm(made, LayoutTerm{ItemIdentifier{3, 4}, LayoutAttribute::width, 2.5}));
  emplaced.emplace_back(ItemIdentifier{5, 6}, LayoutAttribute::top, -1.0);
  CHECK(holds(emplaced, {LayoutTerm{ItemIdentifier{3, 4}, LayoutAttribute::width, 2.5},
                         LayoutTerm{ItemIdentifier{5, 6}, LayoutAttribute::top, -1.0}}));
}
