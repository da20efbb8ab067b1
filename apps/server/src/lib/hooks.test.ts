import { describe, expect, it } from 'vitest';
import { createHook, createPort } from './hooks.js';

describe('hooks', () => {
  it('runs every check in the order added, and stops at the first refusal', async () => {
    const hook = createHook<number>();
    const seen: string[] = [];
    hook.add(async (n) => void seen.push(`a${n}`));
    hook.add(async (n) => {
      seen.push(`b${n}`);
      if (n > 1) throw new Error('refused');
    });
    hook.add(async (n) => void seen.push(`c${n}`));
    await hook.run(1);
    await expect(hook.run(2)).rejects.toThrow('refused');
    expect(seen).toEqual(['a1', 'b1', 'c1', 'a2', 'b2']);
  });

  it('runs nothing, and passes, with no check added', async () => {
    await expect(createHook<string>().run('x')).resolves.toBeUndefined();
  });
});

describe('ports', () => {
  it('answers what was provided', () => {
    const port = createPort<() => number>('answer');
    port.provide(() => 42);
    expect(port.get()()).toBe(42);
  });

  it('refuses a read before it is provided, and a second provider, naming the port', () => {
    const port = createPort<number>('games');
    expect(() => port.get()).toThrow('the games port is read before its module mounted');
    port.provide(1);
    expect(() => port.provide(2)).toThrow('the games port is provided twice');
  });
});
