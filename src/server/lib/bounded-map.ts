/**
 * Stores `value` under `key` as the newest entry of an insertion-ordered Map, dropping the oldest entry once the map
 * holds more than `max`: the per-instance caches' least-recently-stored bound. Returns the dropped key, if any.
 */
export function putBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): K | undefined {
  map.delete(key);
  map.set(key, value);
  if (map.size <= max) return undefined;
  const oldest = map.keys().next().value;
  if (oldest !== undefined) map.delete(oldest);
  return oldest;
}
