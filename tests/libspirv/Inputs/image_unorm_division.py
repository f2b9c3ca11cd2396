#!/usr/bin/env python3
"""The normalized channel conversions of libspirv's images
(texel_format.h, image_div_exact) compute c / n as fma(c, r, c * r_lo):
r = 1/n rounded to float32, r_lo = what r misses of 1/n, computed in
double and rounded to float32 (constants of the build). This checks, in
exact arithmetic rounded as the GPU rounds, that the result is c / n
correctly rounded (what div.rn gives) for every integer 0 <= c <= n of
every divisor the formats use; negative c is the same by symmetry (every
step is odd in c). Prints one line per divisor."""
import math
import sys
from fractions import Fraction as F

DIVISORS = [255, 127, 65535, 32767, 31, 63, 1023]


def f32(x):
    """x rounded to the nearest float32, ties to even (no overflow here)."""
    if x == 0:
        return F(0)
    sign = -1 if x < 0 else 1
    x = abs(x)
    e = math.floor(math.log2(x.numerator) - math.log2(x.denominator))
    while F(2) ** e > x:
        e -= 1
    while F(2) ** (e + 1) <= x:
        e += 1
    ulp = F(2) ** (e - 23)
    q = x / ulp
    n = q.numerator // q.denominator
    rest = q - n
    if rest > F(1, 2) or (rest == F(1, 2) and n % 2):
        n += 1
    return sign * n * ulp


def main():
    wrong = 0
    for n in DIVISORS:
        r = f32(F(1, n))
        r_lo = f32(F(float(F(1.0 / n) - r)))  # (float)(1.0 / n - (double)r)
        bad = 0
        for c in range(n + 1):
            if f32(c * r + f32(c * r_lo)) != f32(F(c, n)):
                bad += 1
        print("n=%d: %d of %d wrong" % (n, bad, n + 1))
        wrong += bad
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
