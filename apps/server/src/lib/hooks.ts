// How a module consults one mounted after it (docs/decisions/0047). Modules mount in dependency order, each
// handed the faces of those before it. The few backward questions go through a hook or a port owned by the
// module that asks, and filled by the later module from the face it was handed: app.ts wires no lambdas.

/**
 * A check several modules may add to and its owner runs before it acts. The checks run in the order they
 * were added; one refuses by throwing the error the caller should get (an ApiError on member calls), and the
 * action then does not happen.
 */
export interface Hook<A> {
  add(check: (attempt: A) => Promise<void>): void;
  run(attempt: A): Promise<void>;
}

export function createHook<A>(): Hook<A> {
  const checks: ((attempt: A) => Promise<void>)[] = [];
  return {
    add: (check) => void checks.push(check),
    async run(attempt) {
      for (const check of checks) await check(attempt);
    },
  };
}

/**
 * One service the owner needs from a module mounted after it: provided once when that module mounts, read at
 * request time. Reading it before it is provided is a wiring mistake, and says which port.
 */
export interface Port<T> {
  provide(service: T): void;
  get(): T;
}

export function createPort<T>(name: string): Port<T> {
  let provided: T | undefined;
  return {
    provide(service) {
      if (provided !== undefined) throw new Error(`the ${name} port is provided twice`);
      provided = service;
    },
    get() {
      if (provided === undefined) throw new Error(`the ${name} port is read before its module mounted`);
      return provided;
    },
  };
}
