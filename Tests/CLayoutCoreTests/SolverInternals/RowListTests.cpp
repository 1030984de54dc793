// RowListTests.cpp — the column index's list of rows: inline for two entries, then on the heap.
#define CLAYOUT_TEST_MAIN
#include <utility>
#include <vector>

#include "Solver/RowList.h"
#include "TestSupport.h"

using clayout::internal::RowIndex;
using clayout::internal::RowList;

namespace {

std::vector<RowIndex> contents(const RowList& list) {
  return std::vector<RowIndex>(list.begin(), list.end());
}

RowList listOf(std::initializer_list<RowIndex> entries) {
  RowList list;
  for (RowIndex entry : entries) list.push_back(entry);
  return list;
}

}  // namespace

TEST_CASE("a row list keeps its entries in order, inline and after growing") {
  RowList list;
  CHECK(list.empty());
  std::vector<RowIndex> expected;
  for (RowIndex entry = 0; entry < 100; ++entry) {
    list.push_back(entry * 3);
    expected.push_back(entry * 3);
    CHECK_EQUAL(list.size(), expected.size());
    CHECK(contents(list) == expected);
  }
}

TEST_CASE("copies and moves of a row list are independent, inline or not") {
  for (int size : {0, 1, 2, 3, 17}) {
    RowList original;
    for (int i = 0; i < size; ++i) original.push_back(i + 10);
    std::vector<RowIndex> expected = contents(original);

    RowList copy(original);
    copy.push_back(99);
    CHECK(contents(original) == expected);  // the copy has its own storage
    CHECK_EQUAL(copy.size(), expected.size() + 1);

    RowList assigned = listOf({7, 8, 9, 10, 11});
    assigned = original;
    CHECK(contents(assigned) == expected);

    RowList moved(std::move(copy));
    CHECK_EQUAL(moved.size(), expected.size() + 1);
    CHECK_EQUAL(*(moved.end() - 1), RowIndex(99));
    CHECK(copy.empty());  // NOLINT: a moved-from list is empty and usable
    copy.push_back(5);
    CHECK_EQUAL(copy.size(), std::size_t(1));

    RowList moveAssigned = listOf({1, 2, 3});
    moveAssigned = std::move(moved);
    CHECK_EQUAL(moveAssigned.size(), expected.size() + 1);
  }
}

TEST_CASE("erasing a row list's tail and resetting it") {
  RowList list = listOf({4, 5, 6, 7, 8});
  list.erase(list.begin() + 2, list.end());
  CHECK(contents(list) == std::vector<RowIndex>({4, 5}));
  list.push_back(9);
  CHECK(contents(list) == std::vector<RowIndex>({4, 5, 9}));
  list.reset();
  CHECK(list.empty());
  list.push_back(1);
  list.push_back(2);
  list.push_back(3);  // grows again from inline storage
  CHECK(contents(list) == std::vector<RowIndex>({1, 2, 3}));
}

TEST_CASE("a sparse row list gives back its storage and keeps its entries") {
  RowList list;
  for (RowIndex entry = 0; entry < 40; ++entry) list.push_back(entry);
  std::size_t grown = list.capacity();
  CHECK(grown >= 40);
  list.erase(list.begin() + 10, list.end());
  list.shrinkIfSparse();  // 10 entries in room for at least 40: exact
  CHECK_EQUAL(list.capacity(), std::size_t(10));
  CHECK(contents(list) == std::vector<RowIndex>({0, 1, 2, 3, 4, 5, 6, 7, 8, 9}));
  list.push_back(10);  // and it grows again
  CHECK_EQUAL(list.size(), std::size_t(11));
  list.erase(list.begin() + 2, list.end());
  list.shrinkIfSparse();  // 2 entries: back inline
  CHECK_EQUAL(list.capacity(), std::size_t(2));
  CHECK(contents(list) == std::vector<RowIndex>({0, 1}));
  list.push_back(2);
  CHECK(contents(list) == std::vector<RowIndex>({0, 1, 2}));
  RowList dense = listOf({1, 2, 3, 4});
  std::size_t before = dense.capacity();
  dense.shrinkIfSparse();  // not sparse: unchanged
  CHECK_EQUAL(dense.capacity(), before);
}
