import { CALL_PATHS, calls } from '@playdeck/contract';
import type { CallName } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import { GET_CALLS } from './call-api';

describe('callApi', () => {
  it('uses the catalogue path and method of every call', () => {
    for (const name of Object.keys(calls) as CallName[]) {
      expect(CALL_PATHS[name], name).toBe(calls[name].path);
      expect(GET_CALLS.has(name) ? 'GET' : 'POST', name).toBe(calls[name].method);
    }
  });
});
