/**
 * A value read at most once per `maxAgeMs` (concurrent readers share one read): for settings every request
 * consults but an operator changes rarely. A change made on any node is seen everywhere within `maxAgeMs`.
 */
export function refreshingValue<T>(read: () => Promise<T>, maxAgeMs: number): () => Promise<T> {
  let held: { value: T; at: number } | undefined;
  let reading: Promise<T> | undefined;
  return async () => {
    if (held && Date.now() - held.at < maxAgeMs) return held.value;
    reading ??= read()
      .then((value) => {
        held = { value, at: Date.now() };
        return value;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
}
