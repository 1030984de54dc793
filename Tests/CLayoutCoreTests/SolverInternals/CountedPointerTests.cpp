// CountedPointerTests.cpp — the intrusive counted pointer behind `Variable` and `Constraint`:
// counts raised and lowered by copies, moves and resets, one destruction by the last owner, copies
// from several threads, and the handles that share their data through it.
#define CLAYOUT_TEST_MAIN
#include <atomic>
#include <cstdint>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "CLayoutCore/CLayoutCore.h"
#include "CLayoutCore/Solver/CountedPointer.h"
#include "TestSupport.h"

using clayout::internal::CountedPointer;
using clayout::internal::makeCounted;

namespace {

/// A counted object that adds one to `*destroyed` when it is destroyed.
struct Probe {
  int value = 0;
  int* destroyed = nullptr;
  std::atomic<std::uint32_t> references{1};
  ~Probe() {
    if (destroyed != nullptr) ++*destroyed;
  }
};

std::uint32_t referencesOf(const CountedPointer<Probe>& pointer) {
  return pointer->references.load(std::memory_order_relaxed);
}

}  // namespace

TEST_CASE("makeCounted gives the only owner of a new object; a default pointer is null") {
  int destroyed = 0;
  {
    CountedPointer<Probe> pointer = makeCounted<Probe>(7, &destroyed);
    REQUIRE(pointer.get() != nullptr);
    CHECK(static_cast<bool>(pointer));
    CHECK(!(pointer == nullptr));
    CHECK_EQUAL(pointer->value, 7);
    CHECK_EQUAL((*pointer).value, 7);
    CHECK(pointer->destroyed == &destroyed);
    CHECK_EQUAL(referencesOf(pointer), std::uint32_t(1));
    CHECK(&*pointer == pointer.get());
    pointer->value = 8;  // writes go to the shared object
    CHECK_EQUAL(pointer.get()->value, 8);
  }
  CHECK_EQUAL(destroyed, 1);

  CountedPointer<Probe> empty;
  CHECK(empty.get() == nullptr);
  CHECK(empty == nullptr);
  CHECK(!static_cast<bool>(empty));
  CHECK(empty == CountedPointer<Probe>());
}

TEST_CASE("copies raise the count, compare equal, and the last owner destroys the object once") {
  int destroyed = 0;
  {
    CountedPointer<Probe> first = makeCounted<Probe>(7, &destroyed);
    Probe* object = first.get();
    {
      CountedPointer<Probe> second(first);  // copy construction: 2
      CHECK_EQUAL(referencesOf(first), std::uint32_t(2));
      CHECK(second == first);
      CHECK(second.get() == object);
      {
        CountedPointer<Probe> third;
        third = second;  // copy assignment to a null pointer: 3
        CHECK_EQUAL(referencesOf(first), std::uint32_t(3));
        CHECK(third == first);
        CHECK(third == second);
        CHECK_EQUAL(third->value, 7);
      }
      CHECK_EQUAL(referencesOf(first), std::uint32_t(2));  // the third is gone
      CHECK_EQUAL(destroyed, 0);
    }
    CHECK_EQUAL(referencesOf(first), std::uint32_t(1));  // the second is gone
    CHECK_EQUAL(destroyed, 0);

    // A copy can outlive the original: the object stays until the copy goes.
    CountedPointer<Probe> survivor;
    {
      CountedPointer<Probe> original = first;
      CHECK_EQUAL(referencesOf(first), std::uint32_t(2));
      survivor = original;
      CHECK_EQUAL(referencesOf(first), std::uint32_t(3));
      first.reset();
      CHECK_EQUAL(referencesOf(survivor), std::uint32_t(2));
    }
    CHECK_EQUAL(referencesOf(survivor), std::uint32_t(1));
    CHECK(survivor.get() == object);
    CHECK_EQUAL(survivor->value, 7);
    CHECK_EQUAL(destroyed, 0);
  }
  CHECK_EQUAL(destroyed, 1);  // exactly once, when the survivor went
}

TEST_CASE("two objects are told apart, and copying a null pointer gives a null pointer") {
  int destroyedA = 0;
  int destroyedB = 0;
  {
    CountedPointer<Probe> a = makeCounted<Probe>(1, &destroyedA);
    CountedPointer<Probe> b = makeCounted<Probe>(2, &destroyedB);
    CHECK(!(a == b));
    CountedPointer<Probe> null;
    CountedPointer<Probe> nullCopy(null);
    CHECK(nullCopy == nullptr);
    CountedPointer<Probe> assignedNull = a;
    CHECK_EQUAL(referencesOf(a), std::uint32_t(2));
    assignedNull = null;  // drops its reference to a
    CHECK(assignedNull == nullptr);
    CHECK_EQUAL(referencesOf(a), std::uint32_t(1));
    CHECK_EQUAL(destroyedA, 0);
  }
  CHECK_EQUAL(destroyedA, 1);
  CHECK_EQUAL(destroyedB, 1);
}

TEST_CASE("moves hand the reference over: the source is null and the count unchanged") {
  int destroyed = 0;
  {
    CountedPointer<Probe> source = makeCounted<Probe>(7, &destroyed);
    Probe* object = source.get();

    CountedPointer<Probe> moved(std::move(source));  // move construction
    CHECK(source == nullptr);                        // NOLINT: a moved-from pointer is null
    CHECK(!static_cast<bool>(source));               // NOLINT
    CHECK(moved.get() == object);
    CHECK_EQUAL(referencesOf(moved), std::uint32_t(1));
    CHECK_EQUAL(destroyed, 0);

    CountedPointer<Probe> copy = moved;  // 2
    CountedPointer<Probe> target;
    target = std::move(copy);  // move assignment to a null pointer: still 2
    CHECK(copy == nullptr);    // NOLINT
    CHECK(target.get() == object);
    CHECK_EQUAL(referencesOf(moved), std::uint32_t(2));
    CHECK_EQUAL(destroyed, 0);

    // Move assignment over a pointer to the same object: one reference goes with the source.
    CountedPointer<Probe> same = moved;  // 3
    CHECK_EQUAL(referencesOf(moved), std::uint32_t(3));
    same = std::move(target);  // target's reference replaces same's: 2
    CHECK(target == nullptr);  // NOLINT
    CHECK(same.get() == object);
    CHECK_EQUAL(referencesOf(moved), std::uint32_t(2));
    CHECK_EQUAL(destroyed, 0);

    // A moved-from pointer is usable again.
    source = moved;
    CHECK(source.get() == object);
    CHECK_EQUAL(referencesOf(moved), std::uint32_t(3));
  }
  CHECK_EQUAL(destroyed, 1);
}

TEST_CASE("assigning a pointer to itself keeps the object and its count") {
  int destroyed = 0;
  {
    CountedPointer<Probe> only = makeCounted<Probe>(7, &destroyed);
    Probe* object = only.get();
    CountedPointer<Probe>& alias = only;  // through a reference: no self-assignment warning

    only = alias;  // self copy assignment, last owner
    CHECK(only.get() == object);
    CHECK_EQUAL(referencesOf(only), std::uint32_t(1));
    CHECK_EQUAL(destroyed, 0);
    CHECK_EQUAL(only->value, 7);

    only = std::move(alias);  // self move assignment, last owner
    CHECK(only.get() == object);
    CHECK_EQUAL(referencesOf(only), std::uint32_t(1));
    CHECK_EQUAL(destroyed, 0);
    CHECK_EQUAL(only->value, 7);

    CountedPointer<Probe> other = only;  // 2: self-assignment with another owner
    only = alias;
    CHECK_EQUAL(referencesOf(only), std::uint32_t(2));
    only = std::move(alias);
    CHECK_EQUAL(referencesOf(only), std::uint32_t(2));
    CHECK(only == other);
    CHECK_EQUAL(destroyed, 0);

    // Assigning from another owner of the same object changes nothing.
    only = other;
    CHECK_EQUAL(referencesOf(only), std::uint32_t(2));
    CHECK_EQUAL(destroyed, 0);

    // A null pointer assigned to itself stays null.
    CountedPointer<Probe> null;
    CountedPointer<Probe>& nullAlias = null;
    null = nullAlias;
    CHECK(null == nullptr);
    null = std::move(nullAlias);
    CHECK(null == nullptr);
  }
  CHECK_EQUAL(destroyed, 1);
}

TEST_CASE("assigning over the last owner of another object destroys that object once") {
  int destroyedA = 0;
  int destroyedB = 0;
  {
    CountedPointer<Probe> a = makeCounted<Probe>(1, &destroyedA);
    CountedPointer<Probe> b = makeCounted<Probe>(2, &destroyedB);

    a = b;  // copy assignment: a's object had one owner
    CHECK_EQUAL(destroyedA, 1);
    CHECK_EQUAL(destroyedB, 0);
    CHECK(a == b);
    CHECK_EQUAL(a->value, 2);
    CHECK_EQUAL(referencesOf(b), std::uint32_t(2));

    CountedPointer<Probe> c = makeCounted<Probe>(3, &destroyedA);  // counts into destroyedA too
    c = std::move(a);  // move assignment: c's object had one owner
    CHECK_EQUAL(destroyedA, 2);
    CHECK_EQUAL(destroyedB, 0);
    CHECK(a == nullptr);  // NOLINT
    CHECK(c == b);
    CHECK_EQUAL(referencesOf(b), std::uint32_t(2));

    // Assigning over one of two owners destroys nothing.
    CountedPointer<Probe> d = makeCounted<Probe>(4, &destroyedA);
    CountedPointer<Probe> dCopy = d;
    d = b;
    CHECK_EQUAL(destroyedA, 2);
    CHECK_EQUAL(referencesOf(dCopy), std::uint32_t(1));
    CHECK_EQUAL(referencesOf(b), std::uint32_t(3));
  }
  CHECK_EQUAL(destroyedA, 3);  // the objects made with 1, 3 and 4
  CHECK_EQUAL(destroyedB, 1);
}

TEST_CASE("reset drops one reference and destroys the object only when it was the last") {
  int destroyed = 0;
  CountedPointer<Probe> first = makeCounted<Probe>(7, &destroyed);
  CountedPointer<Probe> second = first;
  CHECK_EQUAL(referencesOf(first), std::uint32_t(2));

  second.reset();
  CHECK(second == nullptr);
  CHECK(!static_cast<bool>(second));
  CHECK_EQUAL(referencesOf(first), std::uint32_t(1));
  CHECK_EQUAL(destroyed, 0);

  second.reset();  // resetting a null pointer does nothing
  CHECK(second == nullptr);
  CHECK_EQUAL(referencesOf(first), std::uint32_t(1));

  first.reset();
  CHECK(first == nullptr);
  CHECK_EQUAL(destroyed, 1);
  first.reset();
  CHECK_EQUAL(destroyed, 1);

  // A reset pointer can own again.
  first = makeCounted<Probe>(8, &destroyed);
  CHECK_EQUAL(first->value, 8);
  CHECK_EQUAL(referencesOf(first), std::uint32_t(1));
  first.reset();
  CHECK_EQUAL(destroyed, 2);
}

TEST_CASE("copies made and dropped on several threads leave the count as it was") {
  constexpr int threadCount = 4;
  constexpr int copiesPerThread = 10'000;
  int destroyed = 0;
  CountedPointer<Probe> shared = makeCounted<Probe>(7, &destroyed);
  std::atomic<int> wrongValues{0};

  std::vector<std::thread> threads;
  threads.reserve(threadCount);
  for (int t = 0; t < threadCount; ++t) {
    threads.emplace_back([&shared, &wrongValues] {
      CountedPointer<Probe> held;
      for (int i = 0; i < copiesPerThread; ++i) {
        CountedPointer<Probe> copy(shared);  // +1, -1 at the end of the iteration
        if (copy->value != 7) wrongValues.fetch_add(1, std::memory_order_relaxed);
        CountedPointer<Probe> other;
        other = copy;  // copy assignment between local pointers: +1, -1
        if (i % 2 == 0) {
          held = other;  // +1 while held, -1 when replaced or reset
        } else {
          held = std::move(other);  // hands other's reference over
          held.reset();
        }
      }
      held.reset();
    });
  }
  for (std::thread& thread : threads) thread.join();

  CHECK_EQUAL(wrongValues.load(), 0);
  CHECK_EQUAL(referencesOf(shared), std::uint32_t(1));
  CHECK_EQUAL(destroyed, 0);
  shared.reset();
  CHECK_EQUAL(destroyed, 1);
}

TEST_CASE("variables and constraints share their data through the counted pointer") {
  using clayout::Constraint;
  using clayout::Variable;

  Variable a("a");
  Variable b = a;
  CHECK(b.isSameVariable(a));
  CHECK(a.isSameVariable(b));
  CHECK(a.identity() == b.identity());
  CHECK(a.identity() != nullptr);
  CHECK_EQUAL(b.name(), std::string("a"));
  Variable other("a");  // same name, another variable
  CHECK(!other.isSameVariable(a));
  CHECK(other.identity() != a.identity());

  Variable assigned("x");
  assigned = a;
  CHECK(assigned.isSameVariable(a));
  Variable moved = std::move(assigned);
  CHECK(moved.isSameVariable(a));

  Constraint c = a == 10;
  Constraint d = c;
  CHECK(d.isSameConstraint(c));
  CHECK(d.identity() == c.identity());
  Constraint e = a == 10;  // the same relation made again is another constraint
  CHECK(!e.isSameConstraint(c));
  e = c;
  CHECK(e.isSameConstraint(c));
  Constraint f(c, clayout::priority::required);  // a new constraint from c's expression
  CHECK(!f.isSameConstraint(c));

  // A variable outlives a constraint that used it.
  {
    Constraint inner = a + 5 <= b;
    Constraint innerCopy = inner;
    CHECK(innerCopy.isSameConstraint(inner));
  }
  CHECK_EQUAL(a.name(), std::string("a"));
  CHECK_EQUAL(a.value(), 0.0);

  // A constraint outlives the handle of a variable it uses: its terms keep the variable alive.
  Constraint survivor = c;
  {
    Variable temporary("temporary");
    survivor = temporary >= 3;
  }
  REQUIRE(survivor.expression().terms.size() == 1);
  CHECK_EQUAL(survivor.expression().terms[0].variable.name(), std::string("temporary"));
  CHECK(!survivor.isSameConstraint(c));
  CHECK(d.isSameConstraint(c));
}
