// BigIntegerTests.cpp — the exact arbiter's integers (Solver/Exact/BigInteger.h). Expected values
// come from Python's integers (printed by hand once, e.g. `print((1<<100)+1)*((1<<100)-1))`), from
// identities that hold by construction, and from IEEE division of small integers (exact to one
// rounding, as `quotientToDouble` must be).
#define CLAYOUT_TEST_MAIN
#include <cmath>
#include <cstdint>
#include <random>
#include <string>

#include "Solver/Exact/BigInteger.h"
#include "TestSupport.h"

using clayout::internal::exact::BigInteger;

namespace {

BigInteger power(BigInteger base, int exponent) {
  BigInteger result(1);
  for (int k = 0; k < exponent; ++k) result *= base;
  return result;
}

/// A number of `limbs` random 32-bit limbs.
BigInteger randomInteger(std::mt19937_64& random, int limbs) {
  BigInteger result;
  for (int k = 0; k < limbs; ++k) result = result.shiftedLeft(32) + BigInteger::fromUnsigned(random() >> 32);
  return result;
}

}  // namespace

TEST_CASE("products and sums beyond 64 bits, in decimal as Python prints them") {
  BigInteger twoTo100 = BigInteger(1).shiftedLeft(100);
  CHECK_EQUAL(((twoTo100 + BigInteger(1)) * (twoTo100 - BigInteger(1))).toString(),
              std::string("1606938044258990275541962092341162602522202993782792835301375"));
  CHECK_EQUAL((BigInteger(3) * BigInteger(1).shiftedLeft(64)).toString(),
              std::string("55340232221128654848"));
  CHECK_EQUAL(power(BigInteger(10), 30).toString(), std::string("1000000000000000000000000000000"));
  CHECK_EQUAL((BigInteger(INT64_MIN) - BigInteger(1)).toString(), std::string("-9223372036854775809"));
  CHECK(BigInteger(5) - BigInteger(5) == BigInteger());
  CHECK_EQUAL((BigInteger(-7) + BigInteger(3)).sign(), -1);
  CHECK_EQUAL(
      BigInteger::multiplyAdd(BigInteger(6), BigInteger(7), BigInteger(-2), BigInteger(21)).toString(),
      std::string("0"));
}

TEST_CASE("division truncates toward zero, as C++ divides, including Knuth's add-back step") {
  // Hacker's Delight's test values for divmnu (the second makes algorithm D add back).
  BigInteger quotient, remainder;
  BigInteger dividend = BigInteger::fromUnsigned(0x7fffffff80000001ULL).shiftedLeft(64);
  BigInteger divisor = BigInteger::fromUnsigned(0x80000000ULL).shiftedLeft(64) +
                       BigInteger::fromUnsigned(0x8000000200000005ULL);
  BigInteger::divide(dividend, divisor, quotient, remainder);
  CHECK_EQUAL(quotient.toString(), std::string("4294967293"));
  CHECK_EQUAL(remainder.toString(), std::string("39614081266355540837921718287"));
  dividend = BigInteger::fromUnsigned(0x80000000ULL).shiftedLeft(64) + BigInteger(3);
  divisor = BigInteger::fromUnsigned(0x20000000ULL).shiftedLeft(64) + BigInteger(1);
  BigInteger::divide(dividend, divisor, quotient, remainder);
  CHECK_EQUAL(quotient.toString(), std::string("3"));
  CHECK_EQUAL(remainder.toString(), std::string("9903520314283042199192993792"));
  BigInteger::divide(-power(BigInteger(10), 30), BigInteger(7), quotient, remainder);
  CHECK_EQUAL(quotient.toString(), std::string("-142857142857142857142857142857"));
  CHECK_EQUAL(remainder.toString(), std::string("-1"));
  // q·d + r == n with |r| < |d| and r of n's sign, on random numbers of every size.
  std::mt19937_64 random(11);
  for (int trial = 0; trial < 2000; ++trial) {
    BigInteger n = randomInteger(random, 1 + static_cast<int>(random() % 12));
    BigInteger d = randomInteger(random, 1 + static_cast<int>(random() % 8));
    if (d.isZero()) continue;
    if (random() % 2 != 0) n.negate();
    if (random() % 2 != 0) d.negate();
    BigInteger::divide(n, d, quotient, remainder);
    CHECK(quotient * d + remainder == n);
    CHECK(BigInteger::compareMagnitudes(remainder, d) < 0);
    CHECK(remainder.isZero() || remainder.sign() == n.sign());
  }
}

TEST_CASE("the greatest common divisor is the common factor put in, on Fibonacci's worst case too") {
  std::mt19937_64 random(5);
  // gcd(a·g, b·g) = g when a and b are coprime: consecutive Fibonacci numbers are, and are the
  // slowest case of Euclid's algorithm (every quotient 1).
  BigInteger previous(1), current(1);
  for (int k = 0; k < 400; ++k) {
    BigInteger next = previous + current;
    previous = current;
    current = next;
  }
  for (int trial = 0; trial < 200; ++trial) {
    BigInteger common = randomInteger(random, 1 + static_cast<int>(random() % 6));
    if (common.isZero()) continue;
    BigInteger gcd = BigInteger::greatestCommonDivisor(previous * common, -(current * common));
    CHECK(gcd == common);
  }
  CHECK(BigInteger::greatestCommonDivisor(BigInteger(0), BigInteger(-12)) == BigInteger(12));
  CHECK(BigInteger::greatestCommonDivisor(BigInteger(0), BigInteger(0)).isZero());
  // And against the definition on random pairs: it divides both, and what is left is coprime.
  for (int trial = 0; trial < 500; ++trial) {
    BigInteger a = randomInteger(random, 1 + static_cast<int>(random() % 20));
    BigInteger b = randomInteger(random, 1 + static_cast<int>(random() % 20));
    if (a.isZero() || b.isZero()) continue;
    BigInteger gcd = BigInteger::greatestCommonDivisor(a, b);
    BigInteger x = a.exactQuotient(gcd), y = b.exactQuotient(gcd);
    CHECK(x * gcd == a && y * gcd == b);
    // Euclid by plain division, independent of Lehmer's steps.
    while (!y.isZero()) {
      BigInteger quotient, remainder;
      BigInteger::divide(x, y, quotient, remainder);
      x = y;
      y = remainder;
    }
    CHECK(x.isUnit());
  }
}

TEST_CASE("a quotient converts to the nearest double, ties to even") {
  // Small integers: IEEE division is correctly rounded, so it is the expected value.
  std::mt19937_64 random(3);
  for (int trial = 0; trial < 20000; ++trial) {
    auto n = static_cast<std::int64_t>(random() % 2000001) - 1000000;
    auto d = static_cast<std::int64_t>(random() % 999) + 1;
    CHECK(BigInteger::quotientToDouble(BigInteger(n), BigInteger(d)) ==
          static_cast<double>(n) / static_cast<double>(d));
  }
  // 2^53 + 1 is halfway between two doubles: to the even one, 2^53; 2^53 + 3 rounds up to 2^53 + 4.
  BigInteger twoTo53 = BigInteger(1).shiftedLeft(53);
  CHECK(BigInteger::quotientToDouble(twoTo53 + BigInteger(1), BigInteger(1)) == std::ldexp(1.0, 53));
  CHECK(BigInteger::quotientToDouble(twoTo53 + BigInteger(3), BigInteger(1)) == std::ldexp(1.0, 53) + 4);
  // A third, far beyond 64 bits in both parts.
  BigInteger big = power(BigInteger(10), 40);
  CHECK(BigInteger::quotientToDouble(big, big * BigInteger(3)) == 1.0 / 3.0);
}
