// ExactRational.h — arbitrary-precision integers and exact rationals, for the exact reference.
//
// `Integer` is a sign-magnitude integer over base-2^32 limbs (little-endian, no leading zero
// limbs, zero has no limbs and is never negative). `Rational` is a fraction of two integers kept
// normalized: the denominator is positive and coprime to the numerator (zero is 0/1). A
// `Rational` is made EXACTLY from any finite double: a double is mantissa · 2^exponent, both
// integers, so nothing is rounded. Standard library only; independent of the library under test.
//
// Speed: schoolbook multiplication and Knuth's division (TAOCP vol. 2, 4.3.1, algorithm D);
// gcd by Euclid's algorithm. Numbers of one or two limbs take short paths. Meant for test
// oracles on systems of tens of variables, not for cryptographic sizes.
#pragma once

#include <algorithm>
#include <bit>
#include <cmath>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace clayout::testing::exact {

/// An arbitrary-precision signed integer.
class Integer {
 public:
  using Limb = std::uint32_t;

  Integer() = default;
  /// The integer `value` (every int64, the most negative included).
  Integer(std::int64_t value) {  // NOLINT: implicit on purpose, like the built-in integers
    negative_ = value < 0;
    std::uint64_t magnitude =
        negative_ ? static_cast<std::uint64_t>(-(value + 1)) + 1 : static_cast<std::uint64_t>(value);
    setMagnitude(magnitude);
  }
  Integer(int value) : Integer(static_cast<std::int64_t>(value)) {}  // NOLINT: implicit on purpose

  /// The nonnegative integer `value`.
  static Integer fromUnsigned(std::uint64_t value) {
    Integer result;
    result.setMagnitude(value);
    return result;
  }

  /// Parses an optional '-' followed by decimal digits; throws `std::invalid_argument` otherwise.
  static Integer fromString(std::string_view text) {
    bool negative = !text.empty() && text.front() == '-';
    if (negative) text.remove_prefix(1);
    if (text.empty()) throw std::invalid_argument("Integer::fromString: no digits");
    Integer result;
    for (char digit : text) {
      if (digit < '0' || digit > '9') throw std::invalid_argument("Integer::fromString: not a digit");
      result.multiplyAddSmall(10, static_cast<Limb>(digit - '0'));
    }
    result.negative_ = negative && !result.isZero();
    return result;
  }

  bool isZero() const noexcept { return limbs_.empty(); }
  bool isNegative() const noexcept { return negative_; }
  /// -1, 0 or 1.
  int sign() const noexcept { return isZero() ? 0 : (negative_ ? -1 : 1); }
  /// Whether the magnitude is 1 (the integer is 1 or -1).
  bool isUnit() const noexcept { return limbs_.size() == 1 && limbs_[0] == 1; }
  /// The limbs of the magnitude, least significant first (empty for zero).
  const std::vector<Limb>& limbs() const noexcept { return limbs_; }
  /// The number of bits of the magnitude (0 for zero).
  std::size_t bitLength() const noexcept {
    if (limbs_.empty()) return 0;
    return 32 * (limbs_.size() - 1) + static_cast<std::size_t>(std::bit_width(limbs_.back()));
  }

  Integer absolute() const {
    Integer result = *this;
    result.negative_ = false;
    return result;
  }
  Integer operator-() const {
    Integer result = *this;
    result.negative_ = !result.isZero() && !negative_;
    return result;
  }

  friend Integer operator+(const Integer& a, const Integer& b) { return addSigned(a, b, b.negative_); }
  friend Integer operator-(const Integer& a, const Integer& b) { return addSigned(a, b, !b.negative_); }
  friend Integer operator*(const Integer& a, const Integer& b) {
    Integer result;
    if (a.isZero() || b.isZero()) return result;
    result.limbs_ = multiplyMagnitudes(a.limbs_, b.limbs_);
    result.negative_ = a.negative_ != b.negative_;
    return result;
  }
  Integer& operator+=(const Integer& other) { return *this = *this + other; }
  Integer& operator-=(const Integer& other) { return *this = *this - other; }
  Integer& operator*=(const Integer& other) { return *this = *this * other; }

  /// Truncating division, as C++ divides built-in integers: `quotient` rounds towards zero and
  /// `remainder` takes the sign of `dividend`, with dividend = quotient·divisor + remainder.
  /// Throws `std::domain_error` when `divisor` is zero.
  static void divideWithRemainder(const Integer& dividend, const Integer& divisor, Integer& quotient,
                                  Integer& remainder) {
    if (divisor.isZero()) throw std::domain_error("Integer: division by zero");
    quotient = Integer();
    remainder = Integer();
    if (compareMagnitudes(dividend.limbs_, divisor.limbs_) < 0) {
      remainder = dividend;
      return;
    }
    divideMagnitudes(dividend.limbs_, divisor.limbs_, quotient.limbs_, remainder.limbs_);
    quotient.negative_ = !quotient.isZero() && dividend.negative_ != divisor.negative_;
    remainder.negative_ = !remainder.isZero() && dividend.negative_;
  }
  friend Integer operator/(const Integer& a, const Integer& b) {
    Integer quotient, remainder;
    divideWithRemainder(a, b, quotient, remainder);
    return quotient;
  }
  friend Integer operator%(const Integer& a, const Integer& b) {
    Integer quotient, remainder;
    divideWithRemainder(a, b, quotient, remainder);
    return remainder;
  }

  /// The greatest common divisor of |a| and |b|, nonnegative; gcd(0, 0) = 0.
  ///
  /// Euclid's division steps while the sizes differ by more than a limb, then the binary
  /// algorithm in place (subtract and shift, no allocation), and 64-bit arithmetic once both fit.
  static Integer gcd(Integer a, Integer b) {
    a.negative_ = false;
    b.negative_ = false;
    if (a.isZero()) return b;
    if (b.isZero()) return a;
    if (a.isUnit() || b.isUnit()) return Integer(1);
    while (!a.isZero() && !b.isZero() &&
           (a.limbs_.size() > b.limbs_.size() + 1 || b.limbs_.size() > a.limbs_.size() + 1)) {
      Integer quotient, remainder;
      if (a.limbs_.size() > b.limbs_.size()) {
        divideWithRemainder(a, b, quotient, remainder);
        a = std::move(remainder);
      } else {
        divideWithRemainder(b, a, quotient, remainder);
        b = std::move(remainder);
      }
    }
    if (a.isZero()) return b;
    if (b.isZero()) return a;
    std::size_t common = std::min(a.trailingZeroBits(), b.trailingZeroBits());
    shiftRightInPlace(a.limbs_, a.trailingZeroBits());
    shiftRightInPlace(b.limbs_, b.trailingZeroBits());
    std::vector<Limb>* u = &a.limbs_;
    std::vector<Limb>* v = &b.limbs_;
    for (;;) {
      // Both odd here.
      if (u->size() <= 2 && v->size() <= 2) {
        std::uint64_t x = magnitudeOf(*u), y = magnitudeOf(*v);
        while (y != 0) x = std::exchange(y, x % y);
        return fromUnsigned(x).shiftedLeft(common);
      }
      int order = compareMagnitudes(*u, *v);
      if (order == 0) break;
      if (order > 0) std::swap(u, v);
      subtractInPlace(*v, *u);  // v - u: even and nonzero
      std::size_t zeros = 0;
      for (std::size_t i = 0; i < v->size(); ++i)
        if ((*v)[i] != 0) {
          zeros = 32 * i + static_cast<std::size_t>(std::countr_zero((*v)[i]));
          break;
        }
      shiftRightInPlace(*v, zeros);
    }
    Integer result;
    result.limbs_ = *u;
    return result.shiftedLeft(common);
  }

  /// Multiplication by 2^bits (bits >= 0).
  Integer shiftedLeft(std::size_t bits) const {
    Integer result;
    if (isZero()) return result;
    std::size_t whole = bits / 32, part = bits % 32;
    result.limbs_.assign(whole, 0);
    Limb carry = 0;
    for (Limb limb : limbs_) {
      result.limbs_.push_back(part == 0 ? limb : (limb << part) | carry);
      carry = part == 0 ? 0 : limb >> (32 - part);
    }
    if (carry != 0) result.limbs_.push_back(carry);
    result.negative_ = negative_;
    return result;
  }
  /// Division of the magnitude by 2^bits, truncated; the sign is kept (zero is nonnegative).
  Integer shiftedRight(std::size_t bits) const {
    Integer result;
    std::size_t whole = bits / 32, part = bits % 32;
    if (whole >= limbs_.size()) return result;
    for (std::size_t i = whole; i < limbs_.size(); ++i) {
      Limb high = i + 1 < limbs_.size() ? limbs_[i + 1] : 0;
      result.limbs_.push_back(part == 0 ? limbs_[i] : (limbs_[i] >> part) | (high << (32 - part)));
    }
    result.trim();
    result.negative_ = negative_ && !result.isZero();
    return result;
  }
  /// The number of trailing zero bits of the magnitude (0 for zero).
  std::size_t trailingZeroBits() const noexcept {
    for (std::size_t i = 0; i < limbs_.size(); ++i)
      if (limbs_[i] != 0) return 32 * i + static_cast<std::size_t>(std::countr_zero(limbs_[i]));
    return 0;
  }

  friend bool operator==(const Integer& a, const Integer& b) noexcept {
    return a.negative_ == b.negative_ && a.limbs_ == b.limbs_;
  }
  friend std::strong_ordering operator<=>(const Integer& a, const Integer& b) noexcept {
    if (a.negative_ != b.negative_)
      return a.negative_ ? std::strong_ordering::less : std::strong_ordering::greater;
    int magnitude = compareMagnitudes(a.limbs_, b.limbs_);
    if (a.negative_) magnitude = -magnitude;
    return magnitude < 0 ? std::strong_ordering::less
                         : (magnitude > 0 ? std::strong_ordering::greater : std::strong_ordering::equal);
  }

  /// Decimal text, with '-' when negative.
  std::string toString() const {
    if (isZero()) return "0";
    std::vector<Limb> magnitude = limbs_;
    std::string digits;
    while (!magnitude.empty()) {
      Limb chunk = divideMagnitudeBySmall(magnitude, 1000000000u);
      for (int k = 0; k < 9; ++k) {
        digits.push_back(static_cast<char>('0' + chunk % 10));
        chunk /= 10;
        if (magnitude.empty() && chunk == 0) break;
      }
    }
    while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
    if (negative_) digits.push_back('-');
    std::reverse(digits.begin(), digits.end());
    return digits;
  }

  /// The nearest double, roughly (within a few units in the last place; ±inf beyond range).
  double toDouble() const {
    double result = 0;
    for (std::size_t i = limbs_.size(); i-- > 0;) result = result * 4294967296.0 + limbs_[i];
    return negative_ ? -result : result;
  }

 private:
  std::vector<Limb> limbs_;
  bool negative_ = false;

  void setMagnitude(std::uint64_t magnitude) {
    limbs_.clear();
    if (magnitude != 0) limbs_.push_back(static_cast<Limb>(magnitude));
    if (magnitude >> 32 != 0) limbs_.push_back(static_cast<Limb>(magnitude >> 32));
  }
  /// The value of a magnitude of at most two limbs.
  static std::uint64_t magnitudeOf(const std::vector<Limb>& limbs) noexcept {
    std::uint64_t value = limbs.empty() ? 0 : limbs[0];
    if (limbs.size() > 1) value |= static_cast<std::uint64_t>(limbs[1]) << 32;
    return value;
  }
  /// magnitude >>= bits, trimmed.
  static void shiftRightInPlace(std::vector<Limb>& limbs, std::size_t bits) {
    std::size_t whole = bits / 32, part = bits % 32;
    if (whole >= limbs.size()) {
      limbs.clear();
      return;
    }
    std::size_t size = limbs.size() - whole;
    for (std::size_t i = 0; i < size; ++i) {
      Limb low = limbs[i + whole];
      Limb high = i + whole + 1 < limbs.size() ? limbs[i + whole + 1] : 0;
      limbs[i] = part == 0 ? low : (low >> part) | (high << (32 - part));
    }
    limbs.resize(size);
    while (!limbs.empty() && limbs.back() == 0) limbs.pop_back();
  }
  /// a -= b for magnitudes; assumes a >= b. Trimmed.
  static void subtractInPlace(std::vector<Limb>& a, const std::vector<Limb>& b) {
    std::int64_t borrow = 0;
    for (std::size_t i = 0; i < a.size() && (i < b.size() || borrow != 0); ++i) {
      std::int64_t d = static_cast<std::int64_t>(a[i]) - (i < b.size() ? b[i] : 0) - borrow;
      borrow = d < 0 ? 1 : 0;
      a[i] = static_cast<Limb>(d + (borrow << 32));
    }
    while (!a.empty() && a.back() == 0) a.pop_back();
  }
  void trim() {
    while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
  }
  /// magnitude = magnitude·factor + addend.
  void multiplyAddSmall(Limb factor, Limb addend) {
    std::uint64_t carry = addend;
    for (Limb& limb : limbs_) {
      std::uint64_t product = static_cast<std::uint64_t>(limb) * factor + carry;
      limb = static_cast<Limb>(product);
      carry = product >> 32;
    }
    if (carry != 0) limbs_.push_back(static_cast<Limb>(carry));
  }

  /// -1, 0 or 1 as |a| <, ==, > |b|; assumes both trimmed.
  static int compareMagnitudes(const std::vector<Limb>& a, const std::vector<Limb>& b) noexcept {
    if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
    for (std::size_t i = a.size(); i-- > 0;)
      if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    return 0;
  }
  static std::vector<Limb> addMagnitudes(const std::vector<Limb>& a, const std::vector<Limb>& b) {
    const std::vector<Limb>& longer = a.size() >= b.size() ? a : b;
    const std::vector<Limb>& shorter = a.size() >= b.size() ? b : a;
    std::vector<Limb> sum;
    sum.reserve(longer.size() + 1);
    std::uint64_t carry = 0;
    for (std::size_t i = 0; i < longer.size(); ++i) {
      std::uint64_t s = carry + longer[i] + (i < shorter.size() ? shorter[i] : 0);
      sum.push_back(static_cast<Limb>(s));
      carry = s >> 32;
    }
    if (carry != 0) sum.push_back(static_cast<Limb>(carry));
    return sum;
  }
  /// |a| - |b|; assumes |a| >= |b|. The result is trimmed.
  static std::vector<Limb> subtractMagnitudes(const std::vector<Limb>& a, const std::vector<Limb>& b) {
    std::vector<Limb> difference(a.size());
    std::int64_t borrow = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
      std::int64_t d = static_cast<std::int64_t>(a[i]) - (i < b.size() ? b[i] : 0) - borrow;
      borrow = d < 0 ? 1 : 0;
      difference[i] = static_cast<Limb>(d + (borrow << 32));
    }
    while (!difference.empty() && difference.back() == 0) difference.pop_back();
    return difference;
  }
  /// a + (negateB ? -|b| : |b|) with b's magnitude, a's sign: the one adder of both operators.
  static Integer addSigned(const Integer& a, const Integer& b, bool bNegative) {
    Integer result;
    if (b.isZero()) return a;
    if (a.isZero()) {
      result.limbs_ = b.limbs_;
      result.negative_ = bNegative;
      return result;
    }
    if (a.negative_ == bNegative) {
      result.limbs_ = addMagnitudes(a.limbs_, b.limbs_);
      result.negative_ = bNegative;
      return result;
    }
    int order = compareMagnitudes(a.limbs_, b.limbs_);
    if (order == 0) return result;
    if (order > 0) {
      result.limbs_ = subtractMagnitudes(a.limbs_, b.limbs_);
      result.negative_ = a.negative_;
    } else {
      result.limbs_ = subtractMagnitudes(b.limbs_, a.limbs_);
      result.negative_ = bNegative;
    }
    return result;
  }
  /// Schoolbook product; assumes both nonempty. The result is trimmed.
  static std::vector<Limb> multiplyMagnitudes(const std::vector<Limb>& a, const std::vector<Limb>& b) {
    std::vector<Limb> product(a.size() + b.size(), 0);
    for (std::size_t i = 0; i < a.size(); ++i) {
      std::uint64_t carry = 0;
      if (a[i] == 0) continue;
      for (std::size_t j = 0; j < b.size(); ++j) {
        std::uint64_t t = static_cast<std::uint64_t>(a[i]) * b[j] + product[i + j] + carry;
        product[i + j] = static_cast<Limb>(t);
        carry = t >> 32;
      }
      product[i + b.size()] = static_cast<Limb>(carry);
    }
    while (!product.empty() && product.back() == 0) product.pop_back();
    return product;
  }
  /// Divides `magnitude` in place by `divisor` (nonzero) and returns the remainder; trims.
  static Limb divideMagnitudeBySmall(std::vector<Limb>& magnitude, Limb divisor) {
    std::uint64_t remainder = 0;
    for (std::size_t i = magnitude.size(); i-- > 0;) {
      std::uint64_t current = (remainder << 32) | magnitude[i];
      magnitude[i] = static_cast<Limb>(current / divisor);
      remainder = current % divisor;
    }
    while (!magnitude.empty() && magnitude.back() == 0) magnitude.pop_back();
    return static_cast<Limb>(remainder);
  }
  /// Knuth's algorithm D: |u| = q·|v| + r with 0 <= r < |v|. Assumes v nonempty and |u| >= |v|.
  static void divideMagnitudes(const std::vector<Limb>& u, const std::vector<Limb>& v, std::vector<Limb>& q,
                               std::vector<Limb>& r) {
    if (v.size() == 1) {
      q = u;
      Limb rest = divideMagnitudeBySmall(q, v[0]);
      r.clear();
      if (rest != 0) r.push_back(rest);
      return;
    }
    const std::size_t n = v.size(), m = u.size() - v.size();
    const int shift = std::countl_zero(v.back());
    // Normalize so that the divisor's top limb has its high bit set.
    std::vector<Limb> vn(n), un(u.size() + 1);
    for (std::size_t i = n; i-- > 0;)
      vn[i] = shift == 0 ? v[i] : (v[i] << shift) | (i > 0 ? v[i - 1] >> (32 - shift) : 0);
    un[u.size()] = shift == 0 ? 0 : u.back() >> (32 - shift);
    for (std::size_t i = u.size(); i-- > 0;)
      un[i] = shift == 0 ? u[i] : (u[i] << shift) | (i > 0 ? u[i - 1] >> (32 - shift) : 0);
    q.assign(m + 1, 0);
    const std::uint64_t base = std::uint64_t{1} << 32;
    for (std::size_t j = m + 1; j-- > 0;) {
      std::uint64_t numerator = (static_cast<std::uint64_t>(un[j + n]) << 32) | un[j + n - 1];
      std::uint64_t qhat = numerator / vn[n - 1];
      std::uint64_t rhat = numerator % vn[n - 1];
      while (qhat >= base || qhat * vn[n - 2] > ((rhat << 32) | un[j + n - 2])) {
        --qhat;
        rhat += vn[n - 1];
        if (rhat >= base) break;
      }
      // Multiply and subtract qhat·vn from un[j .. j+n].
      std::int64_t borrow = 0;
      std::uint64_t carry = 0;
      for (std::size_t i = 0; i < n; ++i) {
        std::uint64_t product = qhat * vn[i] + carry;
        carry = product >> 32;
        std::int64_t t =
            static_cast<std::int64_t>(un[i + j]) - static_cast<std::int64_t>(product & 0xFFFFFFFFu) - borrow;
        borrow = t < 0 ? 1 : 0;
        un[i + j] = static_cast<Limb>(t + (borrow << 32));
      }
      std::int64_t top = static_cast<std::int64_t>(un[j + n]) - static_cast<std::int64_t>(carry) - borrow;
      if (top < 0) {
        // qhat was one too large (rare): add the divisor back.
        un[j + n] = static_cast<Limb>(top + static_cast<std::int64_t>(base));
        --qhat;
        std::uint64_t sumCarry = 0;
        for (std::size_t i = 0; i < n; ++i) {
          std::uint64_t s = static_cast<std::uint64_t>(un[i + j]) + vn[i] + sumCarry;
          un[i + j] = static_cast<Limb>(s);
          sumCarry = s >> 32;
        }
        un[j + n] = static_cast<Limb>(un[j + n] + sumCarry);
      } else {
        un[j + n] = static_cast<Limb>(top);
      }
      q[j] = static_cast<Limb>(qhat);
    }
    while (!q.empty() && q.back() == 0) q.pop_back();
    r.assign(n, 0);
    for (std::size_t i = 0; i < n; ++i)
      r[i] = shift == 0 ? un[i] : (un[i] >> shift) | (un[i + 1] << (32 - shift));
    while (!r.empty() && r.back() == 0) r.pop_back();
  }
};

/// An exact rational number numerator/denominator, always normalized (denominator > 0, coprime).
class Rational {
 public:
  /// Zero.
  Rational() : denominator_(1) {}
  Rational(std::int64_t value) : numerator_(value), denominator_(1) {}        // NOLINT: implicit on purpose
  Rational(int value) : numerator_(value), denominator_(1) {}                 // NOLINT: implicit on purpose
  Rational(Integer value) : numerator_(std::move(value)), denominator_(1) {}  // NOLINT: implicit on purpose
  /// numerator/denominator, normalized. Throws `std::domain_error` when denominator is zero.
  Rational(Integer numerator, Integer denominator)
      : numerator_(std::move(numerator)), denominator_(std::move(denominator)) {
    if (denominator_.isZero()) throw std::domain_error("Rational: zero denominator");
    normalize();
  }

  /// The double `value` exactly: mantissa · 2^exponent with an integer mantissa of at most 53
  /// bits. Throws `std::domain_error` for NaN and infinities.
  static Rational fromDouble(double value) {
    if (!std::isfinite(value)) throw std::domain_error("Rational::fromDouble: not finite");
    if (value == 0) return Rational();
    int exponent = 0;
    double fraction = std::frexp(value, &exponent);  // value = fraction · 2^exponent, 0.5 <= |fraction| < 1
    auto mantissa = static_cast<std::int64_t>(std::ldexp(fraction, 53));  // exact: 53 bits at most
    exponent -= 53;
    Integer numerator(mantissa);
    if (exponent >= 0) return Rational(numerator.shiftedLeft(static_cast<std::size_t>(exponent)));
    // Cancel the common powers of two directly (cheaper than a gcd).
    std::size_t twos = std::min(numerator.trailingZeroBits(), static_cast<std::size_t>(-exponent));
    Rational result;
    result.numerator_ = numerator.shiftedRight(twos);
    result.denominator_ = Integer(1).shiftedLeft(static_cast<std::size_t>(-exponent) - twos);
    return result;
  }

  const Integer& numerator() const noexcept { return numerator_; }
  const Integer& denominator() const noexcept { return denominator_; }
  bool isZero() const noexcept { return numerator_.isZero(); }
  int sign() const noexcept { return numerator_.sign(); }
  bool isInteger() const noexcept { return denominator_.isUnit(); }

  Rational operator-() const {
    Rational result = *this;
    result.numerator_ = -result.numerator_;
    return result;
  }
  Rational absolute() const {
    Rational result = *this;
    result.numerator_ = result.numerator_.absolute();
    return result;
  }

  friend Rational operator+(const Rational& a, const Rational& b) { return add(a, b, false); }
  friend Rational operator-(const Rational& a, const Rational& b) { return add(a, b, true); }
  friend Rational operator*(const Rational& a, const Rational& b) {
    if (a.isZero() || b.isZero()) return Rational();
    if (a.isInteger() && b.isInteger()) return Rational(a.numerator_ * b.numerator_);
    // Cross-cancel first so that the products are already in lowest terms.
    Integer g1 = Integer::gcd(a.numerator_, b.denominator_);
    Integer g2 = Integer::gcd(b.numerator_, a.denominator_);
    Rational result;
    result.numerator_ = divideExactly(a.numerator_, g1) * divideExactly(b.numerator_, g2);
    result.denominator_ = divideExactly(a.denominator_, g2) * divideExactly(b.denominator_, g1);
    return result;
  }
  /// Throws `std::domain_error` when `b` is zero.
  friend Rational operator/(const Rational& a, const Rational& b) {
    if (b.isZero()) throw std::domain_error("Rational: division by zero");
    return a * b.reciprocal();
  }
  Rational& operator+=(const Rational& other) { return *this = *this + other; }
  Rational& operator-=(const Rational& other) { return *this = *this - other; }
  Rational& operator*=(const Rational& other) { return *this = *this * other; }
  Rational& operator/=(const Rational& other) { return *this = *this / other; }

  /// 1/this. Throws `std::domain_error` for zero.
  Rational reciprocal() const {
    if (isZero()) throw std::domain_error("Rational: reciprocal of zero");
    Rational result;
    result.numerator_ = denominator_;
    result.denominator_ = numerator_.absolute();
    if (numerator_.isNegative()) result.numerator_ = -result.numerator_;
    return result;
  }

  friend bool operator==(const Rational& a, const Rational& b) noexcept {
    return a.numerator_ == b.numerator_ && a.denominator_ == b.denominator_;
  }
  friend std::strong_ordering operator<=>(const Rational& a, const Rational& b) {
    if (a.sign() != b.sign()) return a.sign() <=> b.sign();
    if (a.denominator_ == b.denominator_) return a.numerator_ <=> b.numerator_;
    return a.numerator_ * b.denominator_ <=> b.numerator_ * a.denominator_;
  }

  /// "n" or "n/d".
  std::string toString() const {
    return isInteger() ? numerator_.toString() : numerator_.toString() + "/" + denominator_.toString();
  }

  /// The nearest double, to within about one unit in the last place (for messages and
  /// tolerances, never for judging exactly). Overflows to ±inf and underflows to 0.
  double toDouble() const {
    if (isZero()) return 0;
    // Take the quotient to 64 significant bits, then scale.
    long shift =
        64 - (static_cast<long>(numerator_.bitLength()) - static_cast<long>(denominator_.bitLength()));
    Integer scaledNumerator =
        shift > 0 ? numerator_.shiftedLeft(static_cast<std::size_t>(shift)) : numerator_;
    Integer scaledDenominator =
        shift < 0 ? denominator_.shiftedLeft(static_cast<std::size_t>(-shift)) : denominator_;
    double quotient = (scaledNumerator / scaledDenominator).toDouble();
    return std::ldexp(quotient, static_cast<int>(-shift));
  }

 private:
  Integer numerator_;
  Integer denominator_;

  static Integer divideExactly(const Integer& a, const Integer& b) { return b.isUnit() ? a : a / b; }

  void normalize() {
    if (denominator_.isNegative()) {
      numerator_ = -numerator_;
      denominator_ = -denominator_;
    }
    if (numerator_.isZero()) {
      denominator_ = Integer(1);
      return;
    }
    if (denominator_.isUnit()) return;
    Integer g = Integer::gcd(numerator_, denominator_);
    if (!g.isUnit()) {
      numerator_ = numerator_ / g;
      denominator_ = denominator_ / g;
    }
  }

  static Rational add(const Rational& a, const Rational& b, bool subtract) {
    if (b.isZero()) return a;
    if (a.isZero()) return subtract ? -b : b;
    Rational result;
    if (a.denominator_ == b.denominator_) {
      result.numerator_ = subtract ? a.numerator_ - b.numerator_ : a.numerator_ + b.numerator_;
      result.denominator_ = a.denominator_;
      result.normalize();
      return result;
    }
    // Henrici: with g = gcd(d1, d2), n1·(d2/g) ± n2·(d1/g) over d1·(d2/g), then cancel by gcd with g.
    Integer g = Integer::gcd(a.denominator_, b.denominator_);
    Integer aScale = divideExactly(b.denominator_, g), bScale = divideExactly(a.denominator_, g);
    Integer top = subtract ? a.numerator_ * aScale - b.numerator_ * bScale
                           : a.numerator_ * aScale + b.numerator_ * bScale;
    if (top.isZero()) return Rational();
    Integer common = g.isUnit() ? Integer(1) : Integer::gcd(top, g);
    result.numerator_ = divideExactly(top, common);
    result.denominator_ = divideExactly(a.denominator_, common) * aScale;
    return result;
  }
};

}  // namespace clayout::testing::exact
