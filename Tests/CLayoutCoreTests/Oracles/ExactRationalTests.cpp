// ExactRationalTests.cpp — the arbitrary-precision integers and rationals of ExactRational.h.
//
// Every expected value is derived by hand (or is a classical identity: Fibonacci gcds,
// factorial quotients), never taken from the code under test; the division is also checked by
// its defining identity on many operands shaped to reach Knuth's rare correction steps.
#define CLAYOUT_TEST_MAIN
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "Oracles/ExactRational.h"
#include "TestSupport.h"

namespace {

using clayout::testing::exact::Integer;
using clayout::testing::exact::Rational;

Integer power(Integer base, int exponent) {
  Integer result(1);
  for (int k = 0; k < exponent; ++k) result *= base;
  return result;
}

Integer factorial(int n) {
  Integer result(1);
  for (int k = 2; k <= n; ++k) result *= Integer(k);
  return result;
}

Integer fibonacci(int n) {
  Integer a(0), b(1);
  for (int k = 0; k < n; ++k) {
    Integer next = a + b;
    a = b;
    b = next;
  }
  return a;
}

Integer twoTo(std::size_t bits) { return Integer(1).shiftedLeft(bits); }

Rational fraction(std::int64_t numerator, std::int64_t denominator) {
  return Rational(Integer(numerator), Integer(denominator));
}

}  // namespace

TEST_CASE("Integer: construction, text and sign") {
  CHECK_EQUAL(Integer().toString(), std::string("0"));
  CHECK_EQUAL(Integer(42).toString(), std::string("42"));
  CHECK_EQUAL(Integer(-42).toString(), std::string("-42"));
  CHECK_EQUAL(Integer(INT64_MIN).toString(), std::string("-9223372036854775808"));
  CHECK_EQUAL(Integer(INT64_MAX).toString(), std::string("9223372036854775807"));
  CHECK_EQUAL(Integer::fromUnsigned(UINT64_MAX).toString(), std::string("18446744073709551615"));
  CHECK(Integer::fromString("-0") == Integer());
  CHECK(!Integer::fromString("-0").isNegative());
  CHECK(Integer::fromString("1000000000000000000000") == power(Integer(10), 21));
  CHECK_EQUAL(Integer::fromString("-123456789012345678901234567890").toString(),
              std::string("-123456789012345678901234567890"));
  CHECK_EQUAL(Integer(-5).sign(), -1);
  CHECK_EQUAL(Integer(0).sign(), 0);
  CHECK_EQUAL(Integer(5).sign(), 1);
  CHECK((-Integer(0)).sign() == 0);
  CHECK_EQUAL(twoTo(100).toString(), std::string("1267650600228229401496703205376"));
  CHECK_EQUAL(twoTo(100).bitLength(), std::size_t{101});
  CHECK_EQUAL(twoTo(100).trailingZeroBits(), std::size_t{100});
  CHECK(twoTo(100).shiftedRight(99) == Integer(2));
  CHECK(Integer(-7).shiftedRight(1) == Integer(-3));
}

TEST_CASE("Integer: addition and subtraction across signs and carries") {
  Integer big = Integer::fromUnsigned(UINT64_MAX);
  CHECK_EQUAL((big + Integer(1)).toString(), std::string("18446744073709551616"));
  CHECK((big + Integer(1)) == twoTo(64));
  CHECK((twoTo(64) - Integer(1)) == big);
  CHECK((Integer(3) - Integer(5)) == Integer(-2));
  CHECK((Integer(-3) - Integer(-5)) == Integer(2));
  CHECK((Integer(-3) + Integer(-5)) == Integer(-8));
  CHECK((Integer(-3) + Integer(3)) == Integer());
  CHECK(!(Integer(-3) + Integer(3)).isNegative());
  CHECK((twoTo(96) - twoTo(96)) == Integer());
  // 2^96 - 2^32 = 0xFFFFFFFF_FFFFFFFF_00000000: a borrow through two limbs.
  CHECK_EQUAL((twoTo(96) - twoTo(32)).toString(), std::string("79228162514264337589248983040"));
  CHECK((Integer(1) - twoTo(64)) == -big);
}

TEST_CASE("Integer: products and signs") {
  CHECK((Integer(-6) * Integer(7)) == Integer(-42));
  CHECK((Integer(-6) * Integer(-7)) == Integer(42));
  CHECK((Integer(0) * Integer(-7)).sign() == 0);
  // (2^64 - 1)^2 = 2^128 - 2^65 + 1.
  Integer big = Integer::fromUnsigned(UINT64_MAX);
  CHECK((big * big) == twoTo(128) - twoTo(65) + Integer(1));
  CHECK_EQUAL((big * big).toString(), std::string("340282366920938463426481119284349108225"));
  CHECK_EQUAL(power(Integer(10), 30).toString(), std::string("1000000000000000000000000000000"));
}

TEST_CASE("Integer: factorials") {
  CHECK_EQUAL(factorial(20).toString(), std::string("2432902008176640000"));
  CHECK_EQUAL(factorial(25).toString(), std::string("15511210043330985984000000"));
  CHECK_EQUAL(factorial(50).toString(),
              std::string("30414093201713378043612608166064768844377641568960512000000000000"));
  // 100! has 158 digits and exactly 24 trailing zeros (floor(100/5) + floor(100/25)).
  Integer hundred = factorial(100);
  CHECK_EQUAL(hundred.toString().size(), std::size_t{158});
  Integer tenTo24 = power(Integer(10), 24);
  CHECK((hundred % tenTo24) == Integer());
  CHECK(((hundred / tenTo24) % Integer(10)) != Integer());
  // 100!/98! = 9900 and 50!/25! = 26·27·…·50.
  CHECK((hundred / factorial(98)) == Integer(9900));
  Integer product(1);
  for (int k = 26; k <= 50; ++k) product *= Integer(k);
  CHECK((factorial(50) / factorial(25)) == product);
  CHECK((factorial(50) % factorial(25)) == Integer());
}

TEST_CASE("Integer: truncating division and remainder signs") {
  auto check = [](std::int64_t a, std::int64_t b) {
    Integer q, r;
    Integer::divideWithRemainder(Integer(a), Integer(b), q, r);
    CHECK(q == Integer(a / b));
    CHECK(r == Integer(a % b));
  };
  check(7, 2);
  check(-7, 2);
  check(7, -2);
  check(-7, -2);
  check(6, 3);
  check(-6, 3);
  check(1, 5);
  check(-1, 5);
  check(0, -5);
  // (2^128 - 1) / (2^64 - 1) = 2^64 + 1 exactly.
  CHECK(((twoTo(128) - Integer(1)) / Integer::fromUnsigned(UINT64_MAX)) == twoTo(64) + Integer(1));
  CHECK(((twoTo(128) - Integer(1)) % Integer::fromUnsigned(UINT64_MAX)) == Integer());
  // (2^200 + 12345) mod 2^100 = 12345, quotient 2^100.
  CHECK(((twoTo(200) + Integer(12345)) % twoTo(100)) == Integer(12345));
  CHECK(((twoTo(200) + Integer(12345)) / twoTo(100)) == twoTo(100));
  bool threw = false;
  try {
    (void)(Integer(1) / Integer());
  } catch (const std::domain_error&) {
    threw = true;
  }
  CHECK(threw);
}

TEST_CASE("Integer: division identity on operands that reach the rare correction steps") {
  // Limbs drawn from a palette of extremes (0, 1, 2^31, 2^32 - 1) and a fixed pseudo-random
  // stream: divisors whose top limb is small or 2^31 and whose lower limbs are all ones are the
  // ones for which the estimated quotient digit is too large and must be corrected.
  std::uint64_t state = 12345;
  auto next = [&state]() {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<std::uint32_t>(state >> 32);
  };
  const std::uint32_t palette[] = {0u, 1u, 0x80000000u, 0xFFFFFFFFu, 0x7FFFFFFFu};
  auto randomInteger = [&](int limbs) {
    Integer value;
    for (int k = 0; k < limbs; ++k) {
      std::uint32_t roll = next();
      std::uint32_t limb = roll % 3 == 0 ? palette[next() % 5] : next();
      value = value.shiftedLeft(32) + Integer::fromUnsigned(limb);
    }
    return (next() & 1) ? -value : value;
  };
  int checked = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    Integer a = randomInteger(1 + static_cast<int>(next() % 8));
    Integer b = randomInteger(1 + static_cast<int>(next() % 5));
    if (b.isZero()) continue;
    Integer q, r;
    Integer::divideWithRemainder(a, b, q, r);
    CHECK(q * b + r == a);
    CHECK(r.absolute() < b.absolute());
    CHECK(r.isZero() || r.isNegative() == a.isNegative());
    ++checked;
  }
  CHECK(checked > 2500);
}

TEST_CASE("Integer: gcd") {
  CHECK(Integer::gcd(Integer(0), Integer(0)) == Integer(0));
  CHECK(Integer::gcd(Integer(0), Integer(-9)) == Integer(9));
  CHECK(Integer::gcd(Integer(12), Integer(-18)) == Integer(6));
  CHECK(Integer::gcd(Integer(-12), Integer(-18)) == Integer(6));
  CHECK(Integer::gcd(Integer(17), Integer(5)) == Integer(1));
  CHECK(Integer::gcd(twoTo(64), twoTo(32) * Integer(3)) == twoTo(32));
  // gcd(F_m, F_n) = F_gcd(m, n); consecutive Fibonacci numbers are Euclid's slowest case.
  CHECK(Integer::gcd(fibonacci(300), fibonacci(301)) == Integer(1));
  CHECK(Integer::gcd(fibonacci(300), fibonacci(200)) == fibonacci(100));
  CHECK_EQUAL(fibonacci(100).toString(), std::string("354224848179261915075"));
  CHECK(Integer::gcd(factorial(30), power(Integer(2), 40)) == power(Integer(2), 26));
}

TEST_CASE("Integer: gcd of large numbers agrees with plain Euclid and divides both") {
  // Lehmer's steps against the textbook loop a, b = b, a mod b (the division is checked above).
  std::uint64_t state = 777;
  auto next = [&state]() {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<std::uint32_t>(state >> 32);
  };
  auto randomInteger = [&](int limbs) {
    Integer value;
    for (int k = 0; k < limbs; ++k) value = value.shiftedLeft(32) + Integer::fromUnsigned(next());
    return value;
  };
  for (int trial = 0; trial < 300; ++trial) {
    Integer common = randomInteger(1 + static_cast<int>(next() % 4));
    Integer a = randomInteger(1 + static_cast<int>(next() % 10)) * common;
    Integer b = randomInteger(1 + static_cast<int>(next() % 10)) * common;
    if (next() & 1) a = -a;
    Integer g = Integer::gcd(a, b);
    Integer x = a.absolute(), y = b.absolute();
    while (!y.isZero()) {
      Integer r = x % y;
      x = y;
      y = r;
    }
    CHECK(g == x);
    CHECK(!g.isNegative());
    CHECK((a % g).isZero());
    CHECK((b % g).isZero());
    CHECK((common % g).isZero() || (g % common).isZero());
  }
}

TEST_CASE("Integer: ordering") {
  CHECK(Integer(-5) < Integer(-4));
  CHECK(Integer(-5) < Integer(0));
  CHECK(Integer(0) < Integer(1));
  CHECK(-twoTo(64) < Integer(INT64_MIN));
  CHECK(twoTo(64) > Integer(INT64_MAX));
  CHECK(Integer(3) == Integer::fromString("3"));
  CHECK(Integer(3) != Integer(-3));
}

TEST_CASE("Rational: exact values of doubles") {
  // 0.1 is the double nearest 1/10: 3602879701896397 / 2^55.
  Rational tenth = Rational::fromDouble(0.1);
  CHECK_EQUAL(tenth.toString(), std::string("3602879701896397/36028797018963968"));
  CHECK(tenth.denominator() == twoTo(55));
  CHECK(tenth != fraction(1, 10));
  CHECK(tenth > fraction(1, 10));  // 3602879701896397·10 = 36028797018963970 > 2^55
  // 0.3 is 5404319552844595 / 2^54, and the exact sum 0.1 + 0.2 exceeds it by 2^-55.
  CHECK_EQUAL(Rational::fromDouble(0.3).toString(), std::string("5404319552844595/18014398509481984"));
  CHECK((Rational::fromDouble(0.1) + Rational::fromDouble(0.2) - Rational::fromDouble(0.3)) ==
        Rational(Integer(1), twoTo(55)));
  CHECK(Rational::fromDouble(0.5) == fraction(1, 2));
  CHECK(Rational::fromDouble(-0.75) == fraction(-3, 4));
  CHECK(Rational::fromDouble(-0.0) == Rational());
  CHECK(Rational::fromDouble(3.0) == Rational(3));
  CHECK(Rational::fromDouble(-1000.0) == Rational(-1000));
  CHECK(Rational::fromDouble(0.25).toString() == "1/4");
  CHECK(Rational::fromDouble(6.0).isInteger());
  // 1e20 is an integer exactly (it is 5^20·2^20 and 5^20 < 2^53).
  CHECK(Rational::fromDouble(1e20) == Rational(power(Integer(10), 20)));
  // The extremes: 2^1023 and the smallest subnormal 2^-1074.
  CHECK(Rational::fromDouble(std::ldexp(1.0, 1023)) == Rational(twoTo(1023)));
  CHECK(Rational::fromDouble(std::ldexp(1.0, -1074)) == Rational(Integer(1), twoTo(1074)));
  // The largest double (2^53 - 1)·2^971.
  CHECK(Rational::fromDouble(1.7976931348623157e308) == Rational((twoTo(53) - Integer(1)) * twoTo(971)));
  // 0.001 as a double: 1152921504606847 / 2^60.
  CHECK_EQUAL(Rational::fromDouble(0.001).toString(), std::string("1152921504606847/1152921504606846976"));
  bool threw = false;
  try {
    (void)Rational::fromDouble(std::nan(""));
  } catch (const std::domain_error&) {
    threw = true;
  }
  CHECK(threw);
}

TEST_CASE("Rational: normalization and signs") {
  CHECK_EQUAL(fraction(-3, -6).toString(), std::string("1/2"));
  CHECK_EQUAL(fraction(3, -6).toString(), std::string("-1/2"));
  CHECK_EQUAL(fraction(0, -6).toString(), std::string("0"));
  CHECK(fraction(0, -6).denominator() == Integer(1));
  CHECK_EQUAL(fraction(10, 5).toString(), std::string("2"));
  CHECK_EQUAL((-fraction(2, 3)).toString(), std::string("-2/3"));
  CHECK(fraction(-2, 3).absolute() == fraction(2, 3));
  CHECK(fraction(-2, 3).reciprocal() == fraction(-3, 2));
}

TEST_CASE("Rational: arithmetic checked by hand") {
  CHECK((fraction(1, 6) + fraction(1, 10)) == fraction(4, 15));  // 5/30 + 3/30 = 8/30
  CHECK((fraction(1, 6) - fraction(1, 10)) == fraction(1, 15));  // 5/30 - 3/30 = 2/30
  CHECK((fraction(1, 2) - fraction(1, 2)) == Rational());
  CHECK((fraction(1, 3) * fraction(3, 7)) == fraction(1, 7));
  CHECK((fraction(-2, 3) * fraction(9, 4)) == fraction(-3, 2));
  CHECK((fraction(2, 3) / fraction(4, 9)) == fraction(3, 2));
  CHECK((fraction(2, 3) / fraction(-4, 9)) == fraction(-3, 2));
  CHECK((Rational(7) / Rational(-14)) == fraction(-1, 2));
  CHECK((fraction(5, 12) + fraction(7, 12)) == Rational(1));
  CHECK((fraction(5, 12) + fraction(-7, 18)) == fraction(1, 36));  // 15/36 - 14/36
  // Σ 1/(k(k+1)) for k = 1..50 telescopes to 1 - 1/51 = 50/51.
  Rational sum;
  for (int k = 1; k <= 50; ++k) sum += fraction(1, static_cast<std::int64_t>(k) * (k + 1));
  CHECK(sum == fraction(50, 51));
  // Harmonic number H_10 = 7381/2520.
  Rational harmonic;
  for (int k = 1; k <= 10; ++k) harmonic += fraction(1, k);
  CHECK_EQUAL(harmonic.toString(), std::string("7381/2520"));
  // (1 + 1/n)^n with n = 30 is (31^30)/(30^30), which is already in lowest terms.
  Rational compound(1);
  for (int k = 0; k < 30; ++k) compound *= fraction(31, 30);
  CHECK(compound == Rational(power(Integer(31), 30), power(Integer(30), 30)));
  CHECK(compound.denominator() == power(Integer(30), 30));
  bool threw = false;
  try {
    (void)(Rational(1) / Rational());
  } catch (const std::domain_error&) {
    threw = true;
  }
  CHECK(threw);
}

TEST_CASE("Rational: ordering and conversion back to double") {
  CHECK(fraction(-1, 3) < fraction(-1, 4));
  CHECK(fraction(1, 3) > fraction(1, 4));
  CHECK(fraction(2, 4) == fraction(1, 2));
  CHECK(Rational::fromDouble(1e-300) > Rational());
  CHECK(Rational::fromDouble(-1e-300) < Rational());
  CHECK(fraction(7, 3) > Rational(2));
  CHECK(fraction(7, 3) < Rational(3));
  CHECK_EQUAL(fraction(1, 4).toDouble(), 0.25);
  CHECK_EQUAL(Rational::fromDouble(0.1).toDouble(), 0.1);
  CHECK_NEAR(fraction(1, 3).toDouble(), 1.0 / 3.0, 1e-15);
  CHECK_NEAR(fraction(-22, 7).toDouble(), -22.0 / 7.0, 1e-15);
  CHECK_EQUAL(Rational(twoTo(1000)).toDouble(), std::ldexp(1.0, 1000));
  CHECK_EQUAL(Rational(Integer(1), twoTo(1000)).toDouble(), std::ldexp(1.0, -1000));
}
