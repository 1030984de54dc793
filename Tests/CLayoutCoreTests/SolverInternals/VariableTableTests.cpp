// VariableTableTests.cpp — the solver's variables: found by the slot they remember, or by hashing.
#define CLAYOUT_TEST_MAIN
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "CLayoutCore/Solver/Variable.h"
#include "Solver/Row.h"
#include "Solver/Symbol.h"
#include "Solver/VariableTable.h"
#include "TestSupport.h"

using clayout::Variable;
using clayout::internal::noRow;
using clayout::internal::noSymbol;
using clayout::internal::RowIndex;
using clayout::internal::Symbol;
using clayout::internal::VariableTable;

namespace {

using Slot = VariableTable::Slot;
using Entry = VariableTable::Entry;
constexpr Slot noSlot = VariableTable::noSlot;

// What a variable remembers of the table that finds it by index (`Variable::Data::solver` and
// `slot`) is private to Variable and its friends, and VariableTable, unlike ConstraintTable, is
// not a template this file could specialize as a probe. An explicit instantiation may name a
// private member (access is not checked there, [temp.spec.general]), so one hands this file a
// pointer to `Variable::data_` through a friend function.
struct DataMemberTag {
  friend auto dataMember(DataMemberTag);
};
template <auto member>
struct DataMemberAccess {
  friend auto dataMember(DataMemberTag) { return member; }
};
template struct DataMemberAccess<&Variable::data_>;

/// The table that finds `variable` by index (that claimed it), or null.
const void* tableOf(const Variable& variable) { return (variable.*dataMember(DataMemberTag{}))->solver; }
/// The slot that `variable` remembers (meaningful only while `tableOf` is not null).
Slot slotOf(const Variable& variable) { return (variable.*dataMember(DataMemberTag{}))->slot; }
/// Overwrites what `variable` remembers, as a stale or corrupt memory would read.
void forgeMemory(const Variable& variable, const void* table, Slot slot) {
  auto* data = (variable.*dataMember(DataMemberTag{})).get();
  data->solver = table;
  data->slot = slot;
}

/// The symbols of the entries `forEach` visits, in the order it visits them.
std::vector<Symbol> visitedSymbols(const VariableTable& table) {
  std::vector<Symbol> symbols;
  table.forEach([&](const Entry& entry) { symbols.push_back(entry.symbol); });
  return symbols;
}

/// The names of the variables `forEach` visits, through the non-const overload.
std::vector<std::string> visitedNames(VariableTable& table) {
  std::vector<std::string> names;
  table.forEach([&](Entry& entry) { names.push_back(entry.variable.name()); });
  return names;
}

}  // namespace

TEST_CASE("inserted variables take slots in order and are found by identity, not by name") {
  Variable x("x");
  Variable y("y");
  Variable z("z");
  Variable otherX("x");  // another variable with the same name
  Variable never("never");

  VariableTable table;
  CHECK_EQUAL(table.size(), std::size_t(0));
  CHECK_EQUAL(table.find(x), noSlot);  // never inserted

  CHECK_EQUAL(table.insert(x, 7), Slot(0));
  CHECK_EQUAL(table.insert(y, 8), Slot(1));
  CHECK_EQUAL(table.insert(z, 9), Slot(2));
  CHECK_EQUAL(table.size(), std::size_t(3));

  CHECK_EQUAL(table.find(x), Slot(0));
  CHECK_EQUAL(table.find(y), Slot(1));
  CHECK_EQUAL(table.find(z), Slot(2));
  Variable handle = y;  // a copy is a handle to the same variable
  CHECK_EQUAL(table.find(handle), Slot(1));

  CHECK_EQUAL(table[0].symbol, Symbol(7));
  CHECK_EQUAL(table[1].symbol, Symbol(8));
  CHECK_EQUAL(table[2].symbol, Symbol(9));
  CHECK_EQUAL(table[0].uses, std::uint32_t(0));
  CHECK_EQUAL(table[1].uses, std::uint32_t(0));
  CHECK_EQUAL(table[2].uses, std::uint32_t(0));
  CHECK_EQUAL(table[0].row, noRow);
  CHECK_EQUAL(table[1].row, noRow);
  CHECK_EQUAL(table[2].row, noRow);
  CHECK(table[0].variable.isSameVariable(x));
  CHECK(table[1].variable.isSameVariable(y));
  CHECK(table[2].variable.isSameVariable(z));
  const VariableTable& view = table;
  CHECK_EQUAL(view[2].symbol, Symbol(9));
  CHECK(view[2].variable.isSameVariable(z));

  CHECK_EQUAL(table.find(never), noSlot);
  CHECK(otherX.name() == x.name());
  CHECK_EQUAL(table.find(otherX), noSlot);  // same name, another variable

  // The only table holding them: each variable remembers this table and its slot.
  CHECK(tableOf(x) == &table);
  CHECK_EQUAL(slotOf(x), Slot(0));
  CHECK(tableOf(z) == &table);
  CHECK_EQUAL(slotOf(z), Slot(2));
  CHECK(tableOf(otherX) == nullptr);
  CHECK(tableOf(never) == nullptr);
}

TEST_CASE("find checks what a variable remembers against the slot") {
  Variable x("x");
  Variable stranger("stranger");
  VariableTable table;
  table.insert(x, 7);
  table.insert(stranger, 8);
  table.clear();  // slot 1 is past the end now (its storage is likely kept)
  CHECK_EQUAL(table.insert(x, 7), Slot(0));
  CHECK_EQUAL(table.find(stranger), noSlot);

  // Forged memories, as a stale one would read. This table and a slot past its end, where the
  // variable once was:
  forgeMemory(stranger, &table, 1);
  CHECK_EQUAL(table.find(stranger), noSlot);
  // this table and x's slot, which holds another variable:
  forgeMemory(stranger, &table, 0);
  CHECK_EQUAL(table.find(stranger), noSlot);
  // this table and a slot far past its end:
  forgeMemory(stranger, &table, 1000);
  CHECK_EQUAL(table.find(stranger), noSlot);
  forgeMemory(stranger, nullptr, 0);
  CHECK_EQUAL(table.find(stranger), noSlot);
  CHECK_EQUAL(table.find(x), Slot(0));
  CHECK_EQUAL(table.size(), std::size_t(1));
}

TEST_CASE("erase returns the entry, and the next insert takes the freed slot, last freed first") {
  Variable x("x");
  Variable y("y");
  Variable z("z");
  VariableTable table;
  table.insert(x, 7);
  table.insert(y, 8);
  table.insert(z, 9);
  table[1].uses = 3;
  table[1].row = 5;

  Entry removed = table.erase(1);
  CHECK(removed.variable.isSameVariable(y));
  CHECK_EQUAL(removed.symbol, Symbol(8));
  CHECK_EQUAL(removed.uses, std::uint32_t(3));
  CHECK_EQUAL(removed.row, RowIndex(5));
  CHECK_EQUAL(table.find(y), noSlot);
  CHECK_EQUAL(table.size(), std::size_t(2));
  CHECK_EQUAL(table.find(x), Slot(0));
  CHECK_EQUAL(table.find(z), Slot(2));
  CHECK(tableOf(y) == nullptr);  // no table finds it by index now
  // A free slot holds no variable (and no symbol or uses left over).
  CHECK(table[1].variable.identity() == nullptr);
  CHECK_EQUAL(table[1].symbol, noSymbol);
  CHECK_EQUAL(table[1].uses, std::uint32_t(0));

  Variable w("w");
  CHECK_EQUAL(table.insert(w, 10), Slot(1));  // y's slot, not a new one (3)
  CHECK_EQUAL(table.find(w), Slot(1));
  CHECK_EQUAL(table[1].symbol, Symbol(10));
  CHECK_EQUAL(table[1].uses, std::uint32_t(0));  // a new entry, not y's left over
  CHECK_EQUAL(table[1].row, noRow);
  CHECK(table[1].variable.isSameVariable(w));
  CHECK_EQUAL(table.find(y), noSlot);  // y is not found in its old slot
  CHECK_EQUAL(table.size(), std::size_t(3));

  // Two free slots, 0 then 2: the next insert takes 2, the one after 0, the third a new slot.
  table.erase(0);
  table.erase(2);
  CHECK_EQUAL(table.size(), std::size_t(1));
  Variable a("a");
  Variable b("b");
  Variable c("c");
  CHECK_EQUAL(table.insert(a, 11), Slot(2));
  CHECK_EQUAL(table.insert(b, 12), Slot(0));
  CHECK_EQUAL(table.insert(c, 13), Slot(3));
  CHECK_EQUAL(table.find(a), Slot(2));
  CHECK_EQUAL(table.find(b), Slot(0));
  CHECK_EQUAL(table.find(c), Slot(3));
  CHECK_EQUAL(table.find(x), noSlot);
  CHECK_EQUAL(table.find(z), noSlot);
  CHECK_EQUAL(table.size(), std::size_t(4));
  CHECK(visitedSymbols(table) == std::vector<Symbol>({12, 10, 11, 13}));
}

TEST_CASE("restore puts an erased entry back in its slot, undoing inserts in stack order") {
  Variable x("x");
  Variable y("y");
  Variable z("z");
  VariableTable table;
  table.insert(x, 7);
  table.insert(y, 8);
  table.insert(z, 9);
  table[1].uses = 3;
  table[1].row = 5;

  Entry removed = table.erase(1);
  table.restore(1, std::move(removed));
  CHECK_EQUAL(table.find(y), Slot(1));
  CHECK_EQUAL(table[1].symbol, Symbol(8));
  CHECK_EQUAL(table[1].uses, std::uint32_t(3));
  CHECK_EQUAL(table[1].row, RowIndex(5));
  CHECK(table[1].variable.isSameVariable(y));
  CHECK_EQUAL(table.size(), std::size_t(3));
  CHECK(tableOf(y) == &table);
  CHECK_EQUAL(slotOf(y), Slot(1));
  // Slot 1 is taken again, so the next insert takes a new slot.
  Variable w("w");
  CHECK_EQUAL(table.insert(w, 10), Slot(3));
  CHECK_EQUAL(table.find(y), Slot(1));
  CHECK_EQUAL(table.size(), std::size_t(4));

  // Erase y, insert a newcomer (into y's slot), erase the newcomer, restore y.
  Entry removedY = table.erase(1);
  Variable newcomer("newcomer");
  CHECK_EQUAL(table.insert(newcomer, 11), Slot(1));
  CHECK_EQUAL(table.find(newcomer), Slot(1));
  Entry removedNewcomer = table.erase(1);
  CHECK(removedNewcomer.variable.isSameVariable(newcomer));
  CHECK_EQUAL(removedNewcomer.symbol, Symbol(11));
  CHECK_EQUAL(removedNewcomer.uses, std::uint32_t(0));
  table.restore(1, std::move(removedY));
  CHECK_EQUAL(table.find(y), Slot(1));
  CHECK_EQUAL(table[1].symbol, Symbol(8));
  CHECK_EQUAL(table[1].uses, std::uint32_t(3));
  CHECK_EQUAL(table[1].row, RowIndex(5));
  CHECK_EQUAL(table.find(newcomer), noSlot);
  CHECK(tableOf(newcomer) == nullptr);
  CHECK(tableOf(y) == &table);
  CHECK_EQUAL(table.size(), std::size_t(4));
  CHECK(visitedSymbols(table) == std::vector<Symbol>({7, 8, 9, 10}));

  // Two erased, restored in the reverse order: no slot is left free.
  Entry removedX = table.erase(0);
  Entry removedZ = table.erase(2);
  CHECK_EQUAL(table.size(), std::size_t(2));
  table.restore(2, std::move(removedZ));
  table.restore(0, std::move(removedX));
  CHECK_EQUAL(table.find(x), Slot(0));
  CHECK_EQUAL(table.find(z), Slot(2));
  CHECK_EQUAL(table[0].symbol, Symbol(7));
  CHECK_EQUAL(table[2].symbol, Symbol(9));
  CHECK_EQUAL(table.size(), std::size_t(4));
  Variable last("last");
  CHECK_EQUAL(table.insert(last, 12), Slot(4));
  CHECK(visitedSymbols(table) == std::vector<Symbol>({7, 8, 9, 10, 12}));
}

TEST_CASE("a variable in two tables is found in each, whichever erases it first") {
  Variable shared("shared");
  Variable filler("filler");
  VariableTable first;
  VariableTable second;
  CHECK_EQUAL(second.insert(filler, 1), Slot(0));  // so that the shared slot differs between tables

  CHECK_EQUAL(first.insert(shared, 7), Slot(0));
  CHECK_EQUAL(second.insert(shared, 8), Slot(1));
  // The variable remembers the first table; the second finds it by hashing.
  CHECK(tableOf(shared) == &first);
  CHECK_EQUAL(slotOf(shared), Slot(0));
  CHECK_EQUAL(first.find(shared), Slot(0));
  CHECK_EQUAL(second.find(shared), Slot(1));
  CHECK_EQUAL(second[1].symbol, Symbol(8));
  CHECK_EQUAL(second.find(filler), Slot(0));  // not confused by the remembered slot 0
  CHECK_EQUAL(first.find(filler), noSlot);

  // The first erases it: the second still finds it.
  Entry fromFirst = first.erase(0);
  CHECK_EQUAL(fromFirst.symbol, Symbol(7));
  CHECK_EQUAL(first.find(shared), noSlot);
  CHECK(tableOf(shared) == nullptr);
  CHECK_EQUAL(second.find(shared), Slot(1));
  CHECK_EQUAL(second[1].symbol, Symbol(8));
  CHECK_EQUAL(second.size(), std::size_t(2));

  // A third table takes it by index; the second still by hashing, though the variable now
  // remembers slot 0, where the second holds the filler.
  VariableTable third;
  CHECK_EQUAL(third.insert(shared, 9), Slot(0));
  CHECK(tableOf(shared) == &third);
  CHECK_EQUAL(slotOf(shared), Slot(0));
  CHECK_EQUAL(third.find(shared), Slot(0));
  CHECK_EQUAL(second.find(shared), Slot(1));
  CHECK_EQUAL(first.find(shared), noSlot);

  // The other order: the second (by hashing) erases first.
  Entry fromSecond = second.erase(1);
  CHECK_EQUAL(fromSecond.symbol, Symbol(8));
  CHECK_EQUAL(second.find(shared), noSlot);
  CHECK_EQUAL(second.size(), std::size_t(1));
  CHECK_EQUAL(third.find(shared), Slot(0));
  CHECK_EQUAL(third[0].symbol, Symbol(9));
  CHECK(tableOf(shared) == &third);  // the third keeps the index
  CHECK_EQUAL(slotOf(shared), Slot(0));

  // The second takes it again by hashing, then the third erases it: the second, no longer
  // helped by any memory, finds it in its map; once it erases it too, the next insert there is
  // by index.
  CHECK_EQUAL(second.insert(shared, 10), Slot(1));
  CHECK(tableOf(shared) == &third);
  third.erase(0);
  CHECK(tableOf(shared) == nullptr);
  CHECK_EQUAL(third.find(shared), noSlot);
  CHECK_EQUAL(second.find(shared), Slot(1));
  CHECK_EQUAL(second[1].symbol, Symbol(10));
  second.erase(1);
  CHECK_EQUAL(second.find(shared), noSlot);
  CHECK_EQUAL(second.insert(shared, 11), Slot(1));
  CHECK(tableOf(shared) == &second);
  CHECK_EQUAL(slotOf(shared), Slot(1));
  CHECK_EQUAL(second.find(shared), Slot(1));

  // Restoring into a table that lost the index to another meanwhile: it finds it by hashing.
  Entry again = second.erase(1);
  CHECK_EQUAL(first.insert(shared, 12), Slot(0));
  second.restore(1, std::move(again));
  CHECK(tableOf(shared) == &first);
  CHECK_EQUAL(second.find(shared), Slot(1));
  CHECK_EQUAL(second[1].symbol, Symbol(11));
  CHECK_EQUAL(first.find(shared), Slot(0));
}

TEST_CASE("forEach visits the present entries in slot order") {
  std::vector<Variable> variables;
  for (int i = 0; i < 5; ++i) variables.emplace_back("v" + std::to_string(i));
  VariableTable table;
  CHECK(visitedSymbols(table).empty());
  CHECK(visitedNames(table).empty());
  for (int i = 0; i < 5; ++i) table.insert(variables[i], Symbol(10 + i));
  CHECK(visitedSymbols(table) == std::vector<Symbol>({10, 11, 12, 13, 14}));
  CHECK(visitedNames(table) == std::vector<std::string>({"v0", "v1", "v2", "v3", "v4"}));

  table.erase(2);
  CHECK(visitedSymbols(table) == std::vector<Symbol>({10, 11, 13, 14}));
  CHECK(visitedNames(table) == std::vector<std::string>({"v0", "v1", "v3", "v4"}));

  // The non-const overload lets the body change the entries it visits.
  table.forEach([](Entry& entry) { entry.uses += entry.symbol; });
  CHECK_EQUAL(table[0].uses, std::uint32_t(10));
  CHECK_EQUAL(table[4].uses, std::uint32_t(14));
  CHECK_EQUAL(table[2].uses, std::uint32_t(0));  // free, not visited

  // The newest variable takes the freed slot 2, so it comes third.
  Variable newest("newest");
  table.insert(newest, 99);
  CHECK(visitedSymbols(table) == std::vector<Symbol>({10, 11, 99, 13, 14}));
  CHECK(visitedNames(table) == std::vector<std::string>({"v0", "v1", "newest", "v3", "v4"}));
  table.erase(0);
  table.erase(4);
  CHECK(visitedSymbols(table) == std::vector<Symbol>({11, 99, 13}));
}

TEST_CASE("clear forgets every variable, and the variables forget the table") {
  Variable a("a");
  Variable b("b");
  Variable hashed("hashed");
  VariableTable holder;  // holds `hashed` by index, so `table` finds it by hashing
  holder.insert(hashed, 1);

  VariableTable table;
  table.insert(a, 7);
  table.insert(b, 8);
  CHECK_EQUAL(table.insert(hashed, 9), Slot(2));
  table.erase(1);  // and a free slot
  CHECK_EQUAL(table.size(), std::size_t(2));

  table.clear();
  CHECK_EQUAL(table.size(), std::size_t(0));
  CHECK_EQUAL(table.find(a), noSlot);
  CHECK_EQUAL(table.find(b), noSlot);
  CHECK_EQUAL(table.find(hashed), noSlot);
  CHECK(visitedSymbols(table).empty());
  CHECK(tableOf(a) == nullptr);
  CHECK(tableOf(b) == nullptr);
  CHECK(tableOf(hashed) == &holder);  // not the cleared table's to forget
  CHECK_EQUAL(holder.find(hashed), Slot(0));

  // Usable again, from slot 0 (the free slot went with the rest).
  CHECK_EQUAL(table.insert(b, 5), Slot(0));
  CHECK_EQUAL(table.insert(hashed, 6), Slot(1));
  CHECK_EQUAL(table.find(b), Slot(0));
  CHECK_EQUAL(table.find(hashed), Slot(1));
  CHECK_EQUAL(table.size(), std::size_t(2));

  // Another table takes `a` by index (the fast path), not by hashing.
  VariableTable other;
  CHECK_EQUAL(other.insert(a, 3), Slot(0));
  CHECK(tableOf(a) == &other);
  CHECK_EQUAL(slotOf(a), Slot(0));
  CHECK_EQUAL(other.find(a), Slot(0));
  CHECK_EQUAL(table.find(a), noSlot);
}

TEST_CASE("move-assigning a table moves its entries, which the variables then find there") {
  Variable a("a");
  Variable b("b");
  Variable hashed("hashed");
  Variable old("old");
  VariableTable holder;
  holder.insert(hashed, 1);

  VariableTable source;
  source.insert(a, 7);
  source.insert(b, 8);
  source.insert(hashed, 9);
  source[0].uses = 4;
  source.erase(1);
  CHECK_EQUAL(source.size(), std::size_t(2));

  VariableTable target;
  target.insert(old, 6);
  CHECK(tableOf(old) == &target);
  target = std::move(source);

  // The entries kept their slots; the target finds them, the source does not.
  CHECK_EQUAL(target.size(), std::size_t(2));
  CHECK_EQUAL(target.find(a), Slot(0));
  CHECK_EQUAL(target[0].symbol, Symbol(7));
  CHECK_EQUAL(target[0].uses, std::uint32_t(4));
  CHECK_EQUAL(target.find(hashed), Slot(2));
  CHECK_EQUAL(target[2].symbol, Symbol(9));
  CHECK_EQUAL(target.find(b), noSlot);    // erased before the move
  CHECK_EQUAL(target.find(old), noSlot);  // the target's own entries are gone
  CHECK(tableOf(a) == &target);
  CHECK_EQUAL(slotOf(a), Slot(0));
  CHECK(tableOf(b) == nullptr);
  CHECK(tableOf(old) == nullptr);
  CHECK(tableOf(hashed) == &holder);
  CHECK_EQUAL(holder.find(hashed), Slot(0));
  CHECK(visitedSymbols(target) == std::vector<Symbol>({7, 9}));
  CHECK_EQUAL(source.size(), std::size_t(0));  // NOLINT(bugprone-use-after-move): left empty
  CHECK_EQUAL(source.find(a), noSlot);
  CHECK_EQUAL(source.find(hashed), noSlot);
  CHECK(visitedSymbols(source).empty());

  // The free slot moved too.
  CHECK_EQUAL(target.insert(b, 10), Slot(1));
  CHECK_EQUAL(target.find(b), Slot(1));
  CHECK_EQUAL(target.size(), std::size_t(3));

  // The moved-from table is usable, from slot 0.
  CHECK_EQUAL(source.insert(old, 11), Slot(0));
  CHECK_EQUAL(source.find(old), Slot(0));
  CHECK(tableOf(old) == &source);
  CHECK_EQUAL(target.find(old), noSlot);

  // Assigning a table to itself changes nothing.
  VariableTable& alias = target;
  target = std::move(alias);
  CHECK_EQUAL(target.size(), std::size_t(3));
  CHECK_EQUAL(target.find(a), Slot(0));
  CHECK_EQUAL(target.find(b), Slot(1));
  CHECK_EQUAL(target.find(hashed), Slot(2));
  CHECK(tableOf(a) == &target);
}

TEST_CASE("a table destroyed with variables in it leaves them to other tables") {
  Variable a("a");
  Variable b("b");
  Variable hashed("hashed");
  Variable newcomer("newcomer");
  Variable newcomer2("newcomer2");
  VariableTable holder;
  holder.insert(hashed, 1);

  std::optional<VariableTable> table(std::in_place);
  const void* address = &*table;
  table->insert(a, 7);
  table->insert(b, 8);
  table->insert(hashed, 9);
  CHECK(tableOf(a) == address);
  CHECK(tableOf(b) == address);
  table.reset();
  CHECK(tableOf(a) == nullptr);
  CHECK(tableOf(b) == nullptr);
  CHECK(tableOf(hashed) == &holder);
  CHECK_EQUAL(holder.find(hashed), Slot(0));

  // A new table at the same address does not find the old table's variables, even with its
  // slots 0 and 1 (theirs before) in use.
  table.emplace();
  CHECK(&*table == address);
  CHECK_EQUAL(table->find(a), noSlot);
  CHECK_EQUAL(table->insert(newcomer, 5), Slot(0));
  CHECK_EQUAL(table->insert(newcomer2, 6), Slot(1));
  CHECK_EQUAL(table->find(a), noSlot);
  CHECK_EQUAL(table->find(b), noSlot);
  CHECK_EQUAL(table->find(hashed), noSlot);
  CHECK_EQUAL(table->find(newcomer), Slot(0));
  CHECK_EQUAL(table->find(newcomer2), Slot(1));

  // Another table takes them, by index.
  VariableTable other;
  CHECK_EQUAL(other.insert(b, 3), Slot(0));
  CHECK_EQUAL(other.insert(a, 4), Slot(1));
  CHECK_EQUAL(other.find(a), Slot(1));
  CHECK_EQUAL(other.find(b), Slot(0));
  CHECK(tableOf(a) == &other);
  CHECK_EQUAL(slotOf(a), Slot(1));
  CHECK(tableOf(b) == &other);
  CHECK_EQUAL(table->find(a), noSlot);
  table.reset();
  CHECK_EQUAL(other.find(a), Slot(1));
  CHECK(tableOf(newcomer) == nullptr);
}

TEST_CASE("an entry keeps its variable alive after every outside handle is gone") {
  VariableTable table;
  Variable keep("keep");
  table.insert(keep, 1);
  Slot slot = noSlot;
  {
    Variable inner("inner");
    slot = table.insert(inner, 7);
  }
  CHECK_EQUAL(slot, Slot(1));
  CHECK(table[slot].variable.name() == "inner");
  CHECK_EQUAL(table[slot].symbol, Symbol(7));
  CHECK_EQUAL(table.find(table[slot].variable), slot);
  CHECK(visitedNames(table) == std::vector<std::string>({"keep", "inner"}));

  // The erased entry holds it now, and gives it back.
  Entry removed = table.erase(slot);
  CHECK(removed.variable.name() == "inner");
  CHECK_EQUAL(table.find(removed.variable), noSlot);
  table.restore(slot, std::move(removed));
  CHECK(table[slot].variable.name() == "inner");
  CHECK_EQUAL(table.find(table[slot].variable), slot);
}
