// BigInteger.cpp — the arithmetic of BigInteger.h, on magnitudes of 32-bit limbs.
#include "BigInteger.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <utility>

#include "Support/Assert.h"

namespace clayout::internal::exact {

BigInteger::BigInteger(std::int64_t value) {
  negative_ = value < 0;
  // The magnitude of INT64_MIN is not an int64_t: negate in unsigned arithmetic.
  std::uint64_t magnitude =
      negative_ ? 0 - static_cast<std::uint64_t>(value) : static_cast<std::uint64_t>(value);
  while (magnitude != 0) {
    limbs_.push_back(static_cast<Limb>(magnitude));
    magnitude >>= 32;
  }
}

BigInteger BigInteger::fromUnsigned(std::uint64_t value) {
  BigInteger result;
  while (value != 0) {
    result.limbs_.push_back(static_cast<Limb>(value));
    value >>= 32;
  }
  return result;
}

std::size_t BigInteger::bitLength() const {
  if (limbs_.empty()) return 0;
  return 32 * (limbs_.size() - 1) + static_cast<std::size_t>(std::bit_width(limbs_.back()));
}

BigInteger BigInteger::operator-() const {
  BigInteger result = *this;
  result.negate();
  return result;
}

BigInteger BigInteger::absolute() const {
  BigInteger result = *this;
  result.negative_ = false;
  return result;
}

// MARK: Magnitudes

int BigInteger::compare(const Magnitude& a, const Magnitude& b) {
  if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
  for (std::size_t i = a.size(); i-- > 0;) {
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

void BigInteger::trim(Magnitude& magnitude) {
  while (!magnitude.empty() && magnitude.back() == 0) magnitude.pop_back();
}

void BigInteger::addMagnitudes(const Magnitude& a, const Magnitude& b, Magnitude& result) {
  const Magnitude& longer = a.size() >= b.size() ? a : b;
  const Magnitude& shorter = a.size() >= b.size() ? b : a;
  result.resize(longer.size() + 1);
  std::uint64_t carry = 0;
  for (std::size_t i = 0; i < longer.size(); ++i) {
    std::uint64_t sum = carry + longer[i] + (i < shorter.size() ? shorter[i] : 0);
    result[i] = static_cast<Limb>(sum);
    carry = sum >> 32;
  }
  result[longer.size()] = static_cast<Limb>(carry);
  trim(result);
}

void BigInteger::subtractMagnitudes(const Magnitude& a, const Magnitude& b, Magnitude& result) {
  CLAYOUT_ASSERT(compare(a, b) >= 0);
  result.resize(a.size());
  std::int64_t borrow = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    std::int64_t difference = static_cast<std::int64_t>(a[i]) - (i < b.size() ? b[i] : 0) - borrow;
    borrow = difference < 0 ? 1 : 0;
    result[i] = static_cast<Limb>(difference + (borrow << 32));
  }
  trim(result);
}

void BigInteger::multiplyMagnitudes(const Magnitude& a, const Magnitude& b, Magnitude& result) {
  result.assign(a.size() + b.size(), 0);
  if (a.empty() || b.empty()) {
    result.clear();
    return;
  }
  for (std::size_t i = 0; i < a.size(); ++i) {
    std::uint64_t carry = 0;
    std::uint64_t factor = a[i];
    if (factor == 0) continue;
    for (std::size_t j = 0; j < b.size(); ++j) {
      std::uint64_t product = factor * b[j] + result[i + j] + carry;
      result[i + j] = static_cast<Limb>(product);
      carry = product >> 32;
    }
    result[i + b.size()] = static_cast<Limb>(carry);
  }
  trim(result);
}

void BigInteger::addSigned(const Magnitude& a, bool aNegative, const Magnitude& b, bool bNegative,
                           BigInteger& result) {
  if (aNegative == bNegative) {
    addMagnitudes(a, b, result.limbs_);
    result.negative_ = aNegative;
  } else if (compare(a, b) >= 0) {
    subtractMagnitudes(a, b, result.limbs_);
    result.negative_ = aNegative;
  } else {
    subtractMagnitudes(b, a, result.limbs_);
    result.negative_ = bNegative;
  }
  if (result.limbs_.empty()) result.negative_ = false;
}

// MARK: Ring operations

BigInteger operator+(const BigInteger& a, const BigInteger& b) {
  BigInteger result;
  BigInteger::addSigned(a.limbs_, a.negative_, b.limbs_, b.negative_, result);
  return result;
}

BigInteger operator-(const BigInteger& a, const BigInteger& b) {
  BigInteger result;
  BigInteger::addSigned(a.limbs_, a.negative_, b.limbs_, !b.negative_, result);
  return result;
}

BigInteger operator*(const BigInteger& a, const BigInteger& b) {
  BigInteger result;
  BigInteger::multiplyMagnitudes(a.limbs_, b.limbs_, result.limbs_);
  result.negative_ = !result.limbs_.empty() && a.negative_ != b.negative_;
  return result;
}

BigInteger BigInteger::multiplyAdd(const BigInteger& a, const BigInteger& b, const BigInteger& c,
                                   const BigInteger& d) {
  Magnitude first, second;
  multiplyMagnitudes(a.limbs_, b.limbs_, first);
  multiplyMagnitudes(c.limbs_, d.limbs_, second);
  BigInteger result;
  addSigned(first, a.negative_ != b.negative_, second, c.negative_ != d.negative_, result);
  return result;
}

BigInteger BigInteger::shiftedLeft(std::size_t bits) const {
  if (limbs_.empty()) return {};
  BigInteger result;
  result.negative_ = negative_;
  std::size_t limbShift = bits / 32;
  unsigned bitShift = static_cast<unsigned>(bits % 32);
  result.limbs_.assign(limbShift, 0);
  Limb carry = 0;
  for (Limb limb : limbs_) {
    result.limbs_.push_back(bitShift == 0 ? limb : (limb << bitShift) | carry);
    carry = bitShift == 0 ? 0 : limb >> (32 - bitShift);
  }
  if (carry != 0) result.limbs_.push_back(carry);
  return result;
}

BigInteger BigInteger::shiftedRight(std::size_t bits) const {
  std::size_t limbShift = bits / 32;
  if (limbShift >= limbs_.size()) return {};
  unsigned bitShift = static_cast<unsigned>(bits % 32);
  BigInteger result;
  result.negative_ = negative_;
  result.limbs_.resize(limbs_.size() - limbShift);
  for (std::size_t i = 0; i < result.limbs_.size(); ++i) {
    Limb low = limbs_[i + limbShift];
    Limb high = i + limbShift + 1 < limbs_.size() ? limbs_[i + limbShift + 1] : 0;
    result.limbs_[i] = bitShift == 0 ? low : (low >> bitShift) | (high << (32 - bitShift));
  }
  trim(result.limbs_);
  if (result.limbs_.empty()) result.negative_ = false;
  return result;
}

std::size_t BigInteger::trailingZeroBits() const {
  for (std::size_t i = 0; i < limbs_.size(); ++i) {
    if (limbs_[i] != 0) return 32 * i + static_cast<std::size_t>(std::countr_zero(limbs_[i]));
  }
  return 0;
}

// MARK: Division

void BigInteger::divideMagnitudes(const Magnitude& dividend, const Magnitude& divisor, Magnitude& quotient,
                                  Magnitude& remainder) {
  CLAYOUT_ASSERT(!divisor.empty());
  if (compare(dividend, divisor) < 0) {
    quotient.clear();
    remainder = dividend;
    return;
  }
  if (divisor.size() == 1) {
    // One limb: short division.
    std::uint64_t d = divisor[0];
    quotient.assign(dividend.size(), 0);
    std::uint64_t rest = 0;
    for (std::size_t i = dividend.size(); i-- > 0;) {
      std::uint64_t current = (rest << 32) | dividend[i];
      quotient[i] = static_cast<Limb>(current / d);
      rest = current % d;
    }
    trim(quotient);
    remainder.clear();
    if (rest != 0) remainder.push_back(static_cast<Limb>(rest));
    return;
  }
  // Knuth, TAOCP vol. 2, 4.3.1, algorithm D. Normalize so the divisor's top limb has its high
  // bit set: then each estimated quotient limb is at most 2 too large.
  unsigned shift = static_cast<unsigned>(std::countl_zero(divisor.back()));
  std::size_t n = divisor.size();
  std::size_t m = dividend.size() - n;
  Magnitude v(n), u(dividend.size() + 1);
  for (std::size_t i = n; i-- > 0;) {
    v[i] = shift == 0 ? divisor[i] : (divisor[i] << shift) | (i > 0 ? divisor[i - 1] >> (32 - shift) : 0);
  }
  u[dividend.size()] = shift == 0 ? 0 : dividend.back() >> (32 - shift);
  for (std::size_t i = dividend.size(); i-- > 0;) {
    u[i] = shift == 0 ? dividend[i] : (dividend[i] << shift) | (i > 0 ? dividend[i - 1] >> (32 - shift) : 0);
  }
  quotient.assign(m + 1, 0);
  const std::uint64_t base = std::uint64_t{1} << 32;
  for (std::size_t j = m + 1; j-- > 0;) {
    // D3: estimate the quotient limb from the top two limbs of the remainder.
    std::uint64_t top = (static_cast<std::uint64_t>(u[j + n]) << 32) | u[j + n - 1];
    std::uint64_t estimate = top / v[n - 1];
    std::uint64_t rest = top % v[n - 1];
    while (estimate >= base || estimate * v[n - 2] > ((rest << 32) | u[j + n - 2])) {
      --estimate;
      rest += v[n - 1];
      if (rest >= base) break;
    }
    // D4: multiply and subtract.
    std::int64_t borrow = 0;
    std::uint64_t carry = 0;
    for (std::size_t i = 0; i < n; ++i) {
      std::uint64_t product = estimate * v[i] + carry;
      carry = product >> 32;
      std::int64_t difference =
          static_cast<std::int64_t>(u[i + j]) - static_cast<std::int64_t>(product & 0xFFFFFFFFu) - borrow;
      borrow = difference < 0 ? 1 : 0;
      u[i + j] = static_cast<Limb>(difference + (borrow << 32));
    }
    std::int64_t difference = static_cast<std::int64_t>(u[j + n]) - static_cast<std::int64_t>(carry) - borrow;
    borrow = difference < 0 ? 1 : 0;
    u[j + n] = static_cast<Limb>(difference + (borrow << 32));
    // D5, D6: the estimate was one too large (rare): add the divisor back.
    if (borrow != 0) {
      --estimate;
      std::uint64_t sum = 0;
      for (std::size_t i = 0; i < n; ++i) {
        sum = static_cast<std::uint64_t>(u[i + j]) + v[i] + (sum >> 32);
        u[i + j] = static_cast<Limb>(sum);
      }
      u[j + n] = static_cast<Limb>(static_cast<std::uint64_t>(u[j + n]) + (sum >> 32));
    }
    quotient[j] = static_cast<Limb>(estimate);
  }
  trim(quotient);
  // D8: the remainder is the low n limbs of u, shifted back.
  remainder.assign(n, 0);
  for (std::size_t i = 0; i < n; ++i) {
    remainder[i] = shift == 0 ? u[i] : (u[i] >> shift) | (u[i + 1] << (32 - shift));
  }
  trim(remainder);
}

void BigInteger::divide(const BigInteger& dividend, const BigInteger& divisor, BigInteger& quotient,
                        BigInteger& remainder) {
  Magnitude q, r;
  divideMagnitudes(dividend.limbs_, divisor.limbs_, q, r);
  quotient.limbs_ = std::move(q);
  quotient.negative_ = !quotient.limbs_.empty() && dividend.negative_ != divisor.negative_;
  remainder.limbs_ = std::move(r);
  remainder.negative_ = !remainder.limbs_.empty() && dividend.negative_;
}

BigInteger BigInteger::exactQuotient(const BigInteger& divisor) const {
  if (divisor.isUnit()) return divisor.negative_ ? -*this : *this;
  BigInteger quotient, remainder;
  divide(*this, divisor, quotient, remainder);
  CLAYOUT_ASSERT(remainder.isZero());
  return quotient;
}

namespace {

/// The magnitude's value when it has at most two limbs.
std::uint64_t wordOf(const std::vector<std::uint32_t>& magnitude) {
  std::uint64_t value = 0;
  for (std::size_t i = magnitude.size(); i-- > 0;) value = (value << 32) | magnitude[i];
  return value;
}

/// The 32 bits of `magnitude` from bit `shift` up (bits beyond its top are 0).
std::uint64_t bitsAt(const std::vector<std::uint32_t>& magnitude, std::size_t shift) {
  std::size_t limb = shift / 32;
  unsigned bit = static_cast<unsigned>(shift % 32);
  std::uint64_t low = limb < magnitude.size() ? magnitude[limb] : 0;
  std::uint64_t high = limb + 1 < magnitude.size() ? magnitude[limb + 1] : 0;
  return ((high << 32 | low) >> bit) & 0xFFFFFFFFu;
}

}  // namespace

void BigInteger::combine(const Magnitude& x, std::int64_t a, const Magnitude& y, std::int64_t b,
                         Magnitude& result) {
  // a·x + b·y with a and b of opposite signs (or one 0) and a result ≥ 0: the positive product
  // less the negative one, each a multiplication by one word.
  Magnitude first, second;
  auto times = [](const Magnitude& m, std::uint64_t factor, Magnitude& out) {
    out.assign(m.size() + 2, 0);
    for (std::size_t offset = 0; offset < 2; ++offset) {
      std::uint64_t part = offset == 0 ? factor & 0xFFFFFFFFu : factor >> 32;
      if (part == 0) continue;
      std::uint64_t carry = 0;
      for (std::size_t i = 0; i < m.size(); ++i) {
        std::uint64_t product = part * m[i] + out[i + offset] + carry;
        out[i + offset] = static_cast<Limb>(product);
        carry = product >> 32;
      }
      for (std::size_t i = m.size() + offset; carry != 0; ++i) {
        std::uint64_t sum = out[i] + carry;
        out[i] = static_cast<Limb>(sum);
        carry = sum >> 32;
      }
    }
    trim(out);
  };
  bool aNegative = a < 0;
  times(x, aNegative ? 0 - static_cast<std::uint64_t>(a) : static_cast<std::uint64_t>(a), first);
  times(y, b < 0 ? 0 - static_cast<std::uint64_t>(b) : static_cast<std::uint64_t>(b), second);
  if (aNegative) {
    subtractMagnitudes(second, first, result);
  } else if (b < 0) {
    subtractMagnitudes(first, second, result);
  } else {
    addMagnitudes(first, second, result);
  }
}

BigInteger BigInteger::greatestCommonDivisor(const BigInteger& a, const BigInteger& b) {
  // Lehmer's algorithm (Knuth, TAOCP vol. 2, 4.5.2, algorithm L): Euclid's steps are run on the
  // leading 32 bits of both numbers while their quotients are certain, and the whole numbers are
  // then combined once by the 2×2 matrix of those steps: about 30 bits a pass over the limbs,
  // where plain Euclid makes a multi-limb division for every quotient.
  Magnitude x = a.limbs_, y = b.limbs_;
  if (compare(x, y) < 0) std::swap(x, y);
  Magnitude quotient, remainder, nextX, nextY;
  while (!y.empty()) {
    if (x.size() <= 2) {
      std::uint64_t p = wordOf(x), q = wordOf(y);
      while (q != 0) p = std::exchange(q, p % q);
      return fromUnsigned(p);
    }
    std::size_t shift = 32 * (x.size() - 1) + static_cast<std::size_t>(std::bit_width(x.back())) - 32;
    std::int64_t u = static_cast<std::int64_t>(bitsAt(x, shift));
    std::int64_t v = static_cast<std::int64_t>(bitsAt(y, shift));
    std::int64_t cofactorA = 1, cofactorB = 0, cofactorC = 0, cofactorD = 1;
    for (;;) {
      if (v + cofactorC == 0 || v + cofactorD == 0) break;
      std::int64_t q = (u + cofactorA) / (v + cofactorC);
      if (q != (u + cofactorB) / (v + cofactorD)) break;
      std::int64_t t = cofactorA - q * cofactorC;
      cofactorA = cofactorC;
      cofactorC = t;
      t = cofactorB - q * cofactorD;
      cofactorB = cofactorD;
      cofactorD = t;
      t = u - q * v;
      u = v;
      v = t;
    }
    if (cofactorB == 0) {
      divideMagnitudes(x, y, quotient, remainder);
      x.swap(y);
      y.swap(remainder);
    } else {
      combine(x, cofactorA, y, cofactorB, nextX);
      combine(x, cofactorC, y, cofactorD, nextY);
      x.swap(nextX);
      y.swap(nextY);
    }
  }
  BigInteger result;
  result.limbs_ = std::move(x);
  return result;
}

// MARK: Comparison and conversion

int BigInteger::compareMagnitudes(const BigInteger& a, const BigInteger& b) {
  return compare(a.limbs_, b.limbs_);
}

std::strong_ordering operator<=>(const BigInteger& a, const BigInteger& b) {
  if (a.sign() != b.sign()) return a.sign() <=> b.sign();
  int order = BigInteger::compare(a.limbs_, b.limbs_);
  if (a.negative_) order = -order;
  return order <=> 0;
}

double BigInteger::quotientToDouble(const BigInteger& numerator, const BigInteger& denominator) {
  CLAYOUT_ASSERT(!denominator.isZero());
  if (numerator.isZero()) return 0.0;
  bool negative = numerator.negative_ != denominator.negative_;
  // Scale so that the integer quotient has 55 or 56 bits: 53 to keep, a rounding bit, and the
  // rest with the remainder as the sticky bit that breaks ties.
  long shift = 55 + static_cast<long>(denominator.bitLength()) - static_cast<long>(numerator.bitLength());
  BigInteger scaledNumerator = numerator.absolute();
  BigInteger scaledDenominator = denominator.absolute();
  if (shift > 0) {
    scaledNumerator = scaledNumerator.shiftedLeft(static_cast<std::size_t>(shift));
  } else if (shift < 0) {
    scaledDenominator = scaledDenominator.shiftedLeft(static_cast<std::size_t>(-shift));
  }
  BigInteger quotient, remainder;
  divide(scaledNumerator, scaledDenominator, quotient, remainder);
  std::uint64_t bits = 0;
  for (std::size_t i = quotient.limbs_.size(); i-- > 0;) bits = (bits << 32) | quotient.limbs_[i];
  // Keep 53 bits; the dropped ones decide the rounding, ties to even.
  int dropped = std::bit_width(bits) - 53;
  std::uint64_t kept = bits >> dropped;
  std::uint64_t rest = bits & ((std::uint64_t{1} << dropped) - 1);
  std::uint64_t half = std::uint64_t{1} << (dropped - 1);
  bool sticky = !remainder.isZero();
  if (rest > half || (rest == half && (sticky || (kept & 1) != 0))) ++kept;
  double magnitude = std::ldexp(static_cast<double>(kept), dropped - static_cast<int>(shift));
  return negative ? -magnitude : magnitude;
}

std::string BigInteger::toString() const {
  if (limbs_.empty()) return "0";
  std::string digits;
  Magnitude rest = limbs_;
  while (!rest.empty()) {
    // Divide by 10^9 and keep the nine digits of the remainder.
    std::uint64_t carry = 0;
    for (std::size_t i = rest.size(); i-- > 0;) {
      std::uint64_t current = (carry << 32) | rest[i];
      rest[i] = static_cast<Limb>(current / 1000000000u);
      carry = current % 1000000000u;
    }
    trim(rest);
    for (int k = 0; k < 9 && (carry != 0 || !rest.empty()); ++k) {
      digits.push_back(static_cast<char>('0' + carry % 10));
      carry /= 10;
    }
  }
  if (negative_) digits.push_back('-');
  std::reverse(digits.begin(), digits.end());
  return digits;
}

}  // namespace clayout::internal::exact
