import { describe, expect, it } from 'vitest';
import { createDecodeQueue } from './decode-queue.js';

describe('the decode queue', () => {
  it('runs one decode at a time, in arrival order; a failure goes to its caller and the next still runs', async () => {
    const queue = createDecodeQueue();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const decode = (n: number, fail = false) =>
      queue.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setImmediate(r));
        order.push(n);
        running -= 1;
        if (fail) throw new Error(`decode ${n} failed`);
        return n;
      });
    const results = await Promise.allSettled([decode(1), decode(2, true), decode(3), decode(4)]);
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)))).toEqual([
      1,
      'Error: decode 2 failed',
      3,
      4,
    ]);
    expect(queue.size).toBe(0);
  });
});
