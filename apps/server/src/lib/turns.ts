/**
 * Work for one key runs one after another on this node, other keys alongside. It goes in front of a
 * database row lock that serialises the same work across nodes: requests waiting their turn here hold
 * no pooled connection, so a burst on one key cannot starve the pool while each waits for the lock.
 */
export function createTurns() {
  const tails = new Map<string, Promise<void>>();
  return async function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = tails.get(key) ?? Promise.resolve();
    let finished!: () => void;
    const tail = before.then(() => new Promise<void>((resolve) => (finished = resolve)));
    tails.set(key, tail);
    await before;
    try {
      return await work();
    } finally {
      finished();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
