/// Sine and cosine in the standard library alone (the engine imports no C library), for
/// rotations: within a few units in the last place of the C library's for angles of
/// everyday size.
enum Trigonometry {
  /// The sine and cosine of `angle` radians; both NaN for an angle that is not finite.
  ///
  /// - Complexity: O(1).
  static func sineAndCosine(_ angle: Double) -> (sine: Double, cosine: Double) {
    guard angle.isFinite else { return (.nan, .nan) }
    // Far out, first into [−π, π] (IEEE remainder, exact but by 2π as a double): the
    // three-part reduction below is exact only for fewer than 2²⁰ quarter turns.
    let x = Swift.abs(angle) < 1e6 ? angle : angle.remainder(dividingBy: 2 * Double.pi)
    // The nearest quarter turn, taken off with π/2 split in three parts of 33 bits
    // (fdlibm's), each product exact: a multiple of π/2 keeps its true small remainder.
    let quarter = (x * twoOverPi).rounded()
    let r = ((x - quarter * halfPi1) - quarter * halfPi2) - quarter * halfPi3
    let (s, c) = (sinePolynomial(r), cosinePolynomial(r))
    switch Int(quarter) & 3 {
    case 0: return (s, c)
    case 1: return (c, -s)
    case 2: return (-s, -c)
    default: return (-c, s)
    }
  }

  private static let twoOverPi = 0.636_619_772_367_581_343_08
  /// π/2 = halfPi1 + halfPi2 + halfPi3 to about 10⁻⁴⁰.
  private static let halfPi1 = 1.570_796_326_734_125_614_17
  private static let halfPi2 = 6.077_100_506_303_965_976_60e-11
  private static let halfPi3 = 2.022_266_248_711_166_455_80e-21

  /// Taylor's series to x¹⁷ for |x| ≤ π/4: the next term is below 10⁻¹⁹.
  private static func sinePolynomial(_ x: Double) -> Double {
    let x2 = x * x
    var sum = 1.0
    // Horner, from the highest term: 1 − x²/(2·3)(1 − x²/(4·5)(…)).
    for n in stride(from: 16, through: 2, by: -2) { sum = 1 - x2 / Double(n * (n + 1)) * sum }
    return x * sum
  }

  /// Taylor's series to x¹⁶ for |x| ≤ π/4.
  private static func cosinePolynomial(_ x: Double) -> Double {
    let x2 = x * x
    var sum = 1.0
    for n in stride(from: 16, through: 2, by: -2) { sum = 1 - x2 / Double((n - 1) * n) * sum }
    return sum
  }
}
