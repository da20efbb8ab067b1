/**
 * Runs picture decodes one at a time on this node. A decode holds the picture's pixels in memory (a
 * 3840×2160 PNG: about 25 MB, plus libvips' buffers) and a core for seconds; four console uploads at once
 * held 821 MB before. Later uploads wait their turn; one that fails does not stop the next.
 */
export function createDecodeQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      waiting += 1;
      const turn = tail.then(() => {
        waiting -= 1;
        return work();
      });
      tail = turn.catch(() => undefined);
      return turn;
    },
    /** Decodes queued and running, for tests and figures. */
    get size() {
      return waiting;
    },
  };
}

/** This node's queue: every upload's decode goes through it. */
export const decodeQueue = createDecodeQueue();
