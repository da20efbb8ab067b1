// Test helpers: a fetch that answers from a function and records every call (no network, no mock library).
import type { FetchLike } from './http-client';

export interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export function fakeFetch(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init = {}) => {
    const call: Call = {
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      credentials: init.credentials,
    };
    calls.push(call);
    return answer(call);
  };
  return { fetch, calls };
}

export const reply = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
  });

/** sessionStorage's shape over a Map: a "reload" is a new store over the same map. */
export function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}
