// BigInteger.h — integers of any size, for the exact arbiter (internal).
//
// The exact arbiter (ExactTableau.h) solves a system again when the floating-point tableau cannot
// be trusted. Every number of a solver's input is a double, that is m·2^e with an integer m of at
// most 53 bits: a row of doubles times a power of two is a row of integers, and the simplex then
// needs only the ring operations, an exact division (to take a row's common factor out) and a
// comparison. This class gives those, and the one conversion back, the nearest double of a
// quotient. Sign and magnitude; the magnitude in 32-bit limbs, least significant first, with no
// leading zero limb, so that zero is the empty magnitude and every value has one representation.
#pragma once

#include <compare>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace clayout::internal::exact {

class BigInteger {
 public:
  BigInteger() = default;
  /// The integer `value`.
  BigInteger(std::int64_t value);  // NOLINT(google-explicit-constructor): an integer is one
  /// The integer `value`.
  static BigInteger fromUnsigned(std::uint64_t value);

  /// -1, 0 or 1.
  int sign() const { return limbs_.empty() ? 0 : (negative_ ? -1 : 1); }
  bool isZero() const { return limbs_.empty(); }
  /// Whether the value is 1 or -1.
  bool isUnit() const { return limbs_.size() == 1 && limbs_[0] == 1; }
  /// The number of bits of the magnitude (0 for zero).
  std::size_t bitLength() const;
  /// The number of limbs of the magnitude: the cost of an operation on it.
  std::size_t limbCount() const { return limbs_.size(); }

  BigInteger operator-() const;
  BigInteger absolute() const;
  void negate() {
    if (!limbs_.empty()) negative_ = !negative_;
  }

  friend BigInteger operator+(const BigInteger& a, const BigInteger& b);
  friend BigInteger operator-(const BigInteger& a, const BigInteger& b);
  friend BigInteger operator*(const BigInteger& a, const BigInteger& b);
  BigInteger& operator+=(const BigInteger& other) { return *this = *this + other; }
  BigInteger& operator-=(const BigInteger& other) { return *this = *this - other; }
  BigInteger& operator*=(const BigInteger& other) { return *this = *this * other; }

  /// `a·b + c·d`, the step of every row operation, with one result allocation.
  static BigInteger multiplyAdd(const BigInteger& a, const BigInteger& b, const BigInteger& c,
                                const BigInteger& d);

  /// The value times 2^bits.
  BigInteger shiftedLeft(std::size_t bits) const;
  /// The magnitude divided by 2^bits, rounded toward zero, with the sign kept.
  BigInteger shiftedRight(std::size_t bits) const;
  /// How many times 2 divides the value (0 for zero).
  std::size_t trailingZeroBits() const;

  /// Quotient and remainder of `dividend / divisor`, the quotient rounded toward zero (the
  /// remainder has the dividend's sign), as C++ divides. Assumes `divisor` is not zero.
  static void divide(const BigInteger& dividend, const BigInteger& divisor, BigInteger& quotient,
                     BigInteger& remainder);
  /// `this / divisor`. Assumes `divisor` divides the value exactly and is not zero.
  BigInteger exactQuotient(const BigInteger& divisor) const;
  /// The greatest common divisor of |a| and |b| (0 when both are 0).
  static BigInteger greatestCommonDivisor(const BigInteger& a, const BigInteger& b);

  friend bool operator==(const BigInteger& a, const BigInteger& b) = default;
  friend std::strong_ordering operator<=>(const BigInteger& a, const BigInteger& b);
  /// Compares |a| with |b|: negative, zero or positive.
  static int compareMagnitudes(const BigInteger& a, const BigInteger& b);

  /// The double nearest to `numerator / denominator` (ties to even), ±infinity beyond the
  /// doubles' range. Assumes `denominator` is not zero.
  static double quotientToDouble(const BigInteger& numerator, const BigInteger& denominator);
  /// The decimal digits, with a leading `-` when negative (for dumps and tests).
  std::string toString() const;

 private:
  using Limb = std::uint32_t;
  using Magnitude = std::vector<Limb>;

  static int compare(const Magnitude& a, const Magnitude& b);
  static void trim(Magnitude& magnitude);
  /// |a| + |b|.
  static void addMagnitudes(const Magnitude& a, const Magnitude& b, Magnitude& result);
  /// |a| - |b|. Assumes |a| ≥ |b|.
  static void subtractMagnitudes(const Magnitude& a, const Magnitude& b, Magnitude& result);
  static void multiplyMagnitudes(const Magnitude& a, const Magnitude& b, Magnitude& result);
  /// Signed sum of (a, aNegative) and (b, bNegative) into `result`.
  static void addSigned(const Magnitude& a, bool aNegative, const Magnitude& b, bool bNegative,
                        BigInteger& result);
  /// Knuth's algorithm D: quotient and remainder of magnitudes. Assumes `divisor` is not empty.
  static void divideMagnitudes(const Magnitude& dividend, const Magnitude& divisor, Magnitude& quotient,
                               Magnitude& remainder);
  /// a·x + b·y for cofactors of opposite signs (or one of them 0) whose result is not negative
  /// (a step of Lehmer's algorithm).
  static void combine(const Magnitude& x, std::int64_t a, const Magnitude& y, std::int64_t b,
                      Magnitude& result);

  Magnitude limbs_;
  bool negative_ = false;
};

}  // namespace clayout::internal::exact
