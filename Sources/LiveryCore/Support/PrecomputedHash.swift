/// What a dictionary or set buckets a value by when the value keeps its own hash (a query, an
/// environment): the kept hash mixed with the table's seed in a few instructions (xorshift,
/// multiply, xorshift: every bit of the kept hash reaches the low bits a table indexes by) rather
/// than `hash(into:)`'s run of `Hasher` over an already-hashed integer, which was a third of a warm
/// lookup (issue 31). The kept hash is `Hasher`'s own output, so it is as well spread and as
/// seeded per process as `Hasher` would make it. Types return this from `_rawHashValue(seed:)`, the
/// `Hashable` requirement `Dictionary` and `Set` call.
@inline(__always)
func bucketHash(precomputed hash: Int, seed: Int) -> Int {
  var mixed = UInt64(UInt(bitPattern: hash ^ seed))
  mixed ^= mixed >> 32
  mixed &*= 0x9E37_79B9_7F4A_7C15
  return Int(truncatingIfNeeded: mixed ^ (mixed >> 32))
}
