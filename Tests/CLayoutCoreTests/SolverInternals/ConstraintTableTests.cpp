// ConstraintTableTests.cpp — the solver's records of its constraints: found by an index, in pages.
#define CLAYOUT_TEST_MAIN
#include <cstdint>
#include <optional>
#include <set>
#include <utility>
#include <vector>

#include "CLayoutCore/Solver/Constraint.h"
#include "CLayoutCore/Solver/Variable.h"
#include "Solver/ConstraintTable.h"
#include "TestSupport.h"

using clayout::Constraint;
using clayout::Relation;
using clayout::Variable;

namespace {

struct TestRecord {
  explicit TestRecord(Constraint c) : constraint(std::move(c)) {}
  Constraint constraint;
  std::uint32_t slot = 0;
  int payload = 0;
};

/// A record that counts how many of its kind are alive, to see that the table destroys each
/// record once (release, clear, destruction, move-assignment).
struct CountedRecord {
  explicit CountedRecord(Constraint c) : constraint(std::move(c)) { ++alive; }
  CountedRecord(const CountedRecord&) = delete;
  CountedRecord& operator=(const CountedRecord&) = delete;
  ~CountedRecord() { --alive; }
  Constraint constraint;
  std::uint32_t slot = 0;
  static inline int alive = 0;
};

/// A probe of what a constraint remembers (the table and slot of its fast path).
struct MemoryProbe {};

}  // namespace

// Every specialization of ConstraintTable is a friend of Constraint, so this one may read the
// memory that the real table keeps in the constraint: which table finds it by index, and where.
template <>
class clayout::internal::ConstraintTable<MemoryProbe> {
 public:
  static const void* tableOf(const Constraint& constraint) { return constraint.data_->solver; }
  static std::uint32_t slotOf(const Constraint& constraint) { return constraint.data_->slot; }
};

namespace {

using Table = clayout::internal::ConstraintTable<TestRecord>;
using Probe = clayout::internal::ConstraintTable<MemoryProbe>;

/// The slots of the records `forEach` visits, in the order it visits them.
template <typename Record>
std::vector<std::uint32_t> visitedSlots(const clayout::internal::ConstraintTable<Record>& table) {
  std::vector<std::uint32_t> slots;
  table.forEach([&](const Record& record) { slots.push_back(record.slot); });
  return slots;
}

constexpr int notFound = -1000;

/// The payload of the record that `table` finds for `constraint`, or `notFound`.
int payloadFound(const Table& table, const Constraint& constraint) {
  const TestRecord* record = table.find(constraint);
  return record != nullptr ? record->payload : notFound;
}

std::vector<int> visitedPayloads(const Table& table) {
  std::vector<int> payloads;
  table.forEach([&](const TestRecord& record) { payloads.push_back(record.payload); });
  return payloads;
}

}  // namespace

TEST_CASE("an emplaced record is found by its own constraint, not by an equal one") {
  Variable x("x");
  Variable y("y");
  Constraint a = x == 10;
  Constraint b = y >= 0;
  Constraint sameText = x == 10;                                          // another constraint
  Constraint sameTextToo(a.expression(), Relation::equal, a.priority());  // and another
  CHECK(sameText.description() == a.description());
  CHECK(sameTextToo.description() == a.description());

  Table table;
  CHECK(table.empty());
  CHECK_EQUAL(table.size(), std::size_t(0));
  CHECK(table.find(a) == nullptr);  // never emplaced
  CHECK(!table.contains(a));

  TestRecord& recordA = table.emplace(a);
  recordA.payload = 1;
  CHECK_EQUAL(recordA.slot, std::uint32_t(0));
  CHECK(recordA.constraint.isSameConstraint(a));
  CHECK(table.find(a) == &recordA);
  CHECK(table.contains(a));
  CHECK(!table.empty());
  CHECK_EQUAL(table.size(), std::size_t(1));
  Constraint handle = a;  // a copy is a handle to the same constraint
  CHECK(table.find(handle) == &recordA);
  // Not found by text: equal expression, relation and priority, but other constraints.
  CHECK(table.find(sameText) == nullptr);
  CHECK(table.find(sameTextToo) == nullptr);
  CHECK(!table.contains(sameText));
  CHECK(table.find(b) == nullptr);

  TestRecord& recordB = table.emplace(b);
  recordB.payload = 2;
  CHECK_EQUAL(recordB.slot, std::uint32_t(1));
  CHECK(&recordB != &recordA);
  CHECK_EQUAL(table.size(), std::size_t(2));
  CHECK(table.find(a) == &recordA);
  CHECK(table.find(b) == &recordB);
  CHECK_EQUAL(payloadFound(table, a), 1);
  CHECK_EQUAL(payloadFound(table, b), 2);
  CHECK(table.find(sameText) == nullptr);

  // The only table holding them: each constraint remembers this table and its slot.
  CHECK(Probe::tableOf(a) == &table);
  CHECK_EQUAL(Probe::slotOf(a), std::uint32_t(0));
  CHECK(Probe::tableOf(b) == &table);
  CHECK_EQUAL(Probe::slotOf(b), std::uint32_t(1));
  CHECK(Probe::tableOf(sameText) == nullptr);
}

TEST_CASE("records keep their addresses while pages are added") {
  constexpr int count = 2000;  // four pages of 512 slots, the last one partly used
  Variable x("x");
  std::vector<Constraint> constraints;
  std::vector<TestRecord*> records;
  Table table;
  for (int i = 0; i < count; ++i) {
    constraints.push_back(x == i);
    records.push_back(&table.emplace(constraints.back()));
  }
  // Written only after every page exists, through the pointers taken while they were added.
  for (int i = 0; i < count; ++i) records[i]->payload = 7 * i + 3;

  CHECK_EQUAL(table.size(), std::size_t(count));
  int found = 0;
  for (int i = 0; i < count; ++i) {
    TestRecord* record = table.find(constraints[i]);
    if (record == records[i] && record->payload == 7 * i + 3 && record->slot == std::uint32_t(i) &&
        record->constraint.isSameConstraint(constraints[i]))
      ++found;
  }
  CHECK_EQUAL(found, count);
  // Spot checks across the page boundaries, with hand-computed payloads.
  CHECK(table.find(constraints[511]) == records[511]);
  CHECK_EQUAL(records[511]->payload, 3580);
  CHECK(table.find(constraints[512]) == records[512]);
  CHECK_EQUAL(records[512]->payload, 3587);
  CHECK_EQUAL(records[1999]->slot, std::uint32_t(1999));
  CHECK_EQUAL(records[1999]->payload, 13996);
  std::vector<std::uint32_t> slots = visitedSlots(table);
  REQUIRE(slots.size() == std::size_t(count));
  CHECK_EQUAL(slots.front(), std::uint32_t(0));
  CHECK_EQUAL(slots.back(), std::uint32_t(1999));
}

TEST_CASE("a detached record is alive but not found, until it is linked again") {
  Variable x("x");
  Variable y("y");
  Constraint a = x == 1;
  Constraint b = y == 2;
  Table table;
  TestRecord& recordA = table.emplace(a);
  recordA.payload = 41;
  TestRecord& recordB = table.emplace(b);
  recordB.payload = 42;

  table.detach(recordA);
  CHECK(table.find(a) == nullptr);
  CHECK(!table.contains(a));
  CHECK_EQUAL(table.size(), std::size_t(1));
  CHECK(table.find(b) == &recordB);
  CHECK_EQUAL(recordA.payload, 41);  // still alive
  CHECK_EQUAL(recordA.slot, std::uint32_t(0));
  CHECK(recordA.constraint.isSameConstraint(a));
  CHECK(Probe::tableOf(a) == nullptr);  // no table finds it by index now
  CHECK(visitedSlots(table) == std::vector<std::uint32_t>({1}));

  table.detach(recordA);  // already detached: nothing changes
  CHECK_EQUAL(table.size(), std::size_t(1));
  CHECK(table.find(a) == nullptr);

  table.link(recordA);
  CHECK(table.find(a) == &recordA);
  CHECK_EQUAL(payloadFound(table, a), 41);
  CHECK_EQUAL(table.size(), std::size_t(2));
  CHECK(Probe::tableOf(a) == &table);
  CHECK_EQUAL(Probe::slotOf(a), std::uint32_t(0));
  table.link(recordA);  // already linked: nothing changes
  CHECK_EQUAL(table.size(), std::size_t(2));
  CHECK(table.find(a) == &recordA);
  CHECK(visitedSlots(table) == std::vector<std::uint32_t>({0, 1}));

  // A detached record released does not count twice.
  table.detach(recordB);
  CHECK_EQUAL(table.size(), std::size_t(1));
  table.release(recordB);
  CHECK_EQUAL(table.size(), std::size_t(1));
  CHECK(table.find(b) == nullptr);
  CHECK(table.find(a) == &recordA);
}

TEST_CASE("a released record's slot and address go to the next record emplaced") {
  Variable x("x");
  Constraint a = x == 0;
  Constraint b = x == 1;
  Constraint c = x == 2;
  Constraint d = x == 3;
  Table table;
  TestRecord& recordA = table.emplace(a);
  TestRecord& recordB = table.emplace(b);
  TestRecord& recordC = table.emplace(c);
  recordA.payload = 10;
  recordC.payload = 30;
  TestRecord* addressB = &recordB;

  table.release(recordB);
  CHECK_EQUAL(table.size(), std::size_t(2));
  CHECK(table.find(b) == nullptr);
  CHECK(Probe::tableOf(b) == nullptr);
  CHECK(visitedSlots(table) == std::vector<std::uint32_t>({0, 2}));

  TestRecord& recordD = table.emplace(d);
  CHECK_EQUAL(recordD.slot, std::uint32_t(1));  // b's slot, not a new one (3)
  CHECK(&recordD == addressB);
  CHECK_EQUAL(recordD.payload, 0);  // a new record, not b's left over
  CHECK(recordD.constraint.isSameConstraint(d));
  CHECK(table.find(d) == addressB);
  CHECK(table.find(b) == nullptr);  // b is not found in its old slot
  CHECK(table.find(a) == &recordA);
  CHECK(table.find(c) == &recordC);
  CHECK_EQUAL(table.size(), std::size_t(3));

  // Two free slots: the next two records take them, the third a new slot.
  table.release(recordA);
  table.release(recordC);
  CHECK_EQUAL(table.size(), std::size_t(1));
  Constraint e = x == 4;
  Constraint f = x == 5;
  Constraint g = x == 6;
  std::uint32_t slotE = table.emplace(e).slot;
  std::uint32_t slotF = table.emplace(f).slot;
  std::uint32_t slotG = table.emplace(g).slot;
  CHECK(std::set<std::uint32_t>({slotE, slotF}) == std::set<std::uint32_t>({0, 2}));
  CHECK_EQUAL(slotG, std::uint32_t(3));
  CHECK(table.find(a) == nullptr);
  CHECK(table.find(c) == nullptr);
  CHECK(table.find(e) != nullptr && table.find(e)->slot == slotE);
  CHECK(table.find(f) != nullptr && table.find(f)->slot == slotF);
  CHECK_EQUAL(table.size(), std::size_t(4));
  CHECK(visitedSlots(table) == std::vector<std::uint32_t>({0, 1, 2, 3}));
}

TEST_CASE("a constraint in two tables is found in each, whichever releases it first") {
  Variable x("x");
  Variable y("y");
  Constraint shared = x == 5;
  Constraint filler = y == 0;
  Table first;
  Table second;
  second.emplace(filler).payload = -1;  // so that the shared record's slot differs between tables

  TestRecord& inFirst = first.emplace(shared);
  inFirst.payload = 1;
  TestRecord& inSecond = second.emplace(shared);
  inSecond.payload = 2;
  CHECK_EQUAL(inFirst.slot, std::uint32_t(0));
  CHECK_EQUAL(inSecond.slot, std::uint32_t(1));
  // The constraint remembers the first table; the second finds it by hashing.
  CHECK(Probe::tableOf(shared) == &first);
  CHECK_EQUAL(Probe::slotOf(shared), std::uint32_t(0));
  CHECK(first.find(shared) == &inFirst);
  CHECK(second.find(shared) == &inSecond);
  CHECK_EQUAL(payloadFound(second, shared), 2);
  CHECK_EQUAL(payloadFound(second, filler), -1);  // not confused by the remembered slot 0
  CHECK(first.find(filler) == nullptr);

  // The first releases it: the second still finds its own record.
  first.release(inFirst);
  CHECK(first.find(shared) == nullptr);
  CHECK(first.empty());
  CHECK(Probe::tableOf(shared) == nullptr);
  CHECK(second.find(shared) == &inSecond);
  CHECK_EQUAL(payloadFound(second, shared), 2);
  CHECK_EQUAL(second.size(), std::size_t(2));

  // Back in the first, which has it by index again; the second still by hashing.
  TestRecord& again = first.emplace(shared);
  again.payload = 3;
  CHECK(Probe::tableOf(shared) == &first);
  CHECK(first.find(shared) == &again);
  CHECK(second.find(shared) == &inSecond);

  // The second detaches and links its record: now in the map no more, and found again.
  second.detach(inSecond);
  CHECK(second.find(shared) == nullptr);
  CHECK(first.find(shared) == &again);
  second.link(inSecond);
  CHECK(second.find(shared) == &inSecond);
  CHECK(Probe::tableOf(shared) == &first);  // the first keeps the index

  // The other order: the second (found by hashing) releases first.
  second.release(inSecond);
  CHECK(second.find(shared) == nullptr);
  CHECK_EQUAL(second.size(), std::size_t(1));
  CHECK(first.find(shared) == &again);
  CHECK_EQUAL(payloadFound(first, shared), 3);
  CHECK(Probe::tableOf(shared) == &first);
  CHECK_EQUAL(Probe::slotOf(shared), std::uint32_t(0));

  // And the second takes it again, by hashing, in another slot (its old slot 1 went to another
  // record), then the first releases it.
  Constraint filler2 = y == 1;
  TestRecord& inOldSlot = second.emplace(filler2);
  inOldSlot.payload = -2;
  CHECK_EQUAL(inOldSlot.slot, std::uint32_t(1));
  CHECK(second.find(shared) == nullptr);
  TestRecord& secondAgain = second.emplace(shared);
  secondAgain.payload = 4;
  CHECK_EQUAL(secondAgain.slot, std::uint32_t(2));
  CHECK(second.find(shared) == &secondAgain);
  first.release(again);
  CHECK(first.find(shared) == nullptr);
  CHECK(second.find(shared) == &secondAgain);
  CHECK_EQUAL(payloadFound(second, shared), 4);
}

TEST_CASE("forEach visits the linked records in slot order") {
  Variable x("x");
  std::vector<Constraint> constraints;
  for (int i = 0; i < 5; ++i) constraints.push_back(x == i);
  Table table;
  CHECK(visitedSlots(table).empty());
  std::vector<TestRecord*> records;
  for (int i = 0; i < 5; ++i) {
    records.push_back(&table.emplace(constraints[i]));
    records.back()->payload = 10 + i;
  }
  CHECK(visitedPayloads(table) == std::vector<int>({10, 11, 12, 13, 14}));

  table.detach(*records[1]);
  table.detach(*records[3]);
  CHECK(visitedSlots(table) == std::vector<std::uint32_t>({0, 2, 4}));
  CHECK(visitedPayloads(table) == std::vector<int>({10, 12, 14}));

  table.release(*records[0]);
  table.link(*records[3]);
  CHECK(visitedPayloads(table) == std::vector<int>({12, 13, 14}));

  // The newest record takes the freed slot 0, so it comes first.
  Constraint newest = x == 99;
  table.emplace(newest).payload = 99;
  CHECK(visitedSlots(table) == std::vector<std::uint32_t>({0, 2, 3, 4}));
  CHECK(visitedPayloads(table) == std::vector<int>({99, 12, 13, 14}));
  CHECK_EQUAL(table.size(), std::size_t(4));
}

TEST_CASE("clear destroys every record and the constraints forget the table") {
  Variable x("x");
  Constraint a = x == 1;
  Constraint b = x == 2;
  Constraint hashed = x == 3;
  Table holder;  // holds `hashed` by index, so `table` finds it by hashing
  TestRecord& inHolder = holder.emplace(hashed);
  {
    CountedRecord::alive = 0;
    clayout::internal::ConstraintTable<CountedRecord> table;
    table.emplace(a);
    CountedRecord& recordB = table.emplace(b);
    table.emplace(hashed);
    table.detach(recordB);
    CHECK_EQUAL(CountedRecord::alive, 3);
    CHECK_EQUAL(table.size(), std::size_t(2));

    table.clear();
    CHECK_EQUAL(CountedRecord::alive, 0);
    CHECK(table.empty());
    CHECK_EQUAL(table.size(), std::size_t(0));
    CHECK(table.find(a) == nullptr);
    CHECK(table.find(b) == nullptr);
    CHECK(table.find(hashed) == nullptr);
    CHECK(visitedSlots(table).empty());
    CHECK(Probe::tableOf(a) == nullptr);
    CHECK(Probe::tableOf(b) == nullptr);
    CHECK(Probe::tableOf(hashed) == &holder);  // not the cleared table's to forget
    CHECK(holder.find(hashed) == &inHolder);

    // Usable again, from slot 0.
    CHECK_EQUAL(table.emplace(b).slot, std::uint32_t(0));
    CHECK(table.find(b) != nullptr);
    CHECK_EQUAL(table.size(), std::size_t(1));
  }
  CHECK_EQUAL(CountedRecord::alive, 0);

  // Another table takes `a` by index (the fast path), not by hashing.
  Table other;
  TestRecord& recordA = other.emplace(a);
  CHECK(Probe::tableOf(a) == &other);
  CHECK_EQUAL(Probe::slotOf(a), std::uint32_t(0));
  CHECK(other.find(a) == &recordA);
}

TEST_CASE("move-assigning a table moves its records, which the constraints then find there") {
  Variable x("x");
  Constraint a = x == 1;
  Constraint b = x == 2;
  Constraint hashed = x == 3;
  Constraint old = x == 4;
  Table holder;
  holder.emplace(hashed);

  std::optional<Table> source(std::in_place);
  TestRecord& recordA = source->emplace(a);
  recordA.payload = 1;
  TestRecord& recordB = source->emplace(b);
  recordB.payload = 2;
  TestRecord& recordHashed = source->emplace(hashed);
  recordHashed.payload = 3;
  source->detach(recordB);
  CHECK_EQUAL(source->size(), std::size_t(2));

  Table target;
  target.emplace(old).payload = 4;
  target = std::move(*source);

  // The records kept their addresses and slots; the target finds them, the source does not.
  CHECK_EQUAL(target.size(), std::size_t(2));
  CHECK(target.find(a) == &recordA);
  CHECK_EQUAL(payloadFound(target, a), 1);
  CHECK(target.find(hashed) == &recordHashed);
  CHECK(target.find(b) == nullptr);  // still detached
  CHECK(target.find(old) == nullptr);
  CHECK(Probe::tableOf(a) == &target);
  CHECK_EQUAL(Probe::slotOf(a), std::uint32_t(0));
  CHECK(Probe::tableOf(b) == nullptr);
  CHECK(Probe::tableOf(old) == nullptr);  // the target's old record is gone
  CHECK(Probe::tableOf(hashed) == &holder);
  CHECK(holder.find(hashed) != nullptr);
  CHECK(source->empty());
  CHECK(source->find(a) == nullptr);
  CHECK(source->find(hashed) == nullptr);
  CHECK(visitedSlots(*source).empty());
  CHECK(visitedPayloads(target) == std::vector<int>({1, 3}));

  // The moved-from table is usable, and destroying it leaves the moved records alone.
  TestRecord& oldAgain = source->emplace(old);
  CHECK_EQUAL(oldAgain.slot, std::uint32_t(0));
  CHECK(source->find(old) == &oldAgain);
  source.reset();
  CHECK(Probe::tableOf(old) == nullptr);
  CHECK(target.find(a) == &recordA);
  CHECK_EQUAL(recordA.payload, 1);
  target.link(recordB);
  CHECK(target.find(b) == &recordB);
  CHECK_EQUAL(recordB.payload, 2);
  CHECK_EQUAL(target.size(), std::size_t(3));
  CHECK(visitedPayloads(target) == std::vector<int>({1, 2, 3}));

  // Assigning a table to itself changes nothing.
  Table& alias = target;
  target = std::move(alias);
  CHECK_EQUAL(target.size(), std::size_t(3));
  CHECK(target.find(a) == &recordA);
}

TEST_CASE("a table destroyed with records in it leaves their constraints to other tables") {
  Variable x("x");
  Constraint a = x == 1;
  Constraint detached = x == 2;
  Constraint hashed = x == 3;
  Constraint newcomer = x == 4;
  Table holder;
  TestRecord& inHolder = holder.emplace(hashed);
  inHolder.payload = 7;

  CountedRecord::alive = 0;
  std::optional<clayout::internal::ConstraintTable<CountedRecord>> table(std::in_place);
  const void* address = &*table;
  table->emplace(a);
  table->detach(table->emplace(detached));
  table->emplace(hashed);
  for (int i = 0; i < 600; ++i) table->emplace(x == 100 + i);  // a second page, dropped with it
  CHECK_EQUAL(CountedRecord::alive, 603);
  CHECK(Probe::tableOf(a) == address);
  table.reset();
  CHECK_EQUAL(CountedRecord::alive, 0);
  CHECK(Probe::tableOf(a) == nullptr);
  CHECK(Probe::tableOf(detached) == nullptr);
  CHECK(Probe::tableOf(hashed) == &holder);
  CHECK(holder.find(hashed) == &inHolder);
  CHECK_EQUAL(inHolder.payload, 7);

  // A new table at the same address does not find the old table's constraints.
  table.emplace();
  CHECK(&*table == address);
  CountedRecord& recordNewcomer = table->emplace(newcomer);
  CHECK_EQUAL(recordNewcomer.slot, std::uint32_t(0));  // the slot `a` had
  CHECK(table->find(a) == nullptr);
  CHECK(table->find(detached) == nullptr);
  CHECK(table->find(hashed) == nullptr);
  CHECK(table->find(newcomer) == &recordNewcomer);

  // Another table takes them, `a` by index.
  Table other;
  TestRecord& recordA = other.emplace(a);
  TestRecord& recordDetached = other.emplace(detached);
  CHECK(other.find(a) == &recordA);
  CHECK(other.find(detached) == &recordDetached);
  CHECK(Probe::tableOf(a) == &other);
  CHECK(Probe::tableOf(detached) == &other);
  CHECK_EQUAL(Probe::slotOf(detached), std::uint32_t(1));
  table.reset();
  CHECK_EQUAL(CountedRecord::alive, 0);
  CHECK(other.find(a) == &recordA);
}
