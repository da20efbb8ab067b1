import { TRANSACTION_GROUPS } from '@playdeck/contract';
import { expect, it } from 'vitest';
import { GROUPS } from './groups';

it('offers exactly the contract’s transaction groups, in its order', () => {
  expect(GROUPS).toEqual(TRANSACTION_GROUPS);
});
