import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair crash rounds from a hash chain.
 *
 * Chain: a secret 32-byte seed is h_N; h_i = sha256(h_{i+1}) over the raw 32 bytes, written as lowercase
 * hex. h_0, the terminating hash, is published before any round; round k (1..N) uses h_k. Revealing h_k
 * after round k lets anyone check sha256(h_k) == h_{k-1}, while later hashes stay unpredictable.
 *
 * Crash point of a hash: HMAC-SHA256(key = salt, message = the hash's hex text); its first 13 hex digits
 * (52 bits) are n, uniform in [0, 2^52). With E = 2^52 the crash point in hundredths is
 * floor(99 * E / (E - n)), at least 100 (1.00x). For every target x on the 0.01 grid from 1.01,
 * P(crash >= x) = floor(99E / 100x) / E, i.e. 0.99 / x to within 2^-52, so a bet that cashes out at x
 * returns 0.99 on average: a 1% house edge at every target. The rounds that crash at 1.00 ("instant
 * crashes") are the 1 - 0.99/1.01 = 1.98% (about 2 in 101) where 99E / (E - n) < 101.
 *
 * The salt is public. On a real-money site it would be fixed after the chain is committed (e.g. a future
 * block hash) so the operator cannot shop for a favourable seed; in the sandbox it is a published constant.
 */
export const CRASH_SALT = 'playdeck-sandbox-crash-v1';
export const CRASH_HOUSE_EDGE = 0.01;
/** Cash-out targets, in hundredths: 1.01x to 1000.00x. */
export const MIN_TARGET = 101n;
export const MAX_TARGET = 100_000n;

const E = 2n ** 52n;
const HASH = /^[0-9a-f]{64}$/;

/** The hash before `hash` in the chain: sha256 of its 32 bytes. */
export function previousHash(hash: string): string {
  return createHash('sha256').update(Buffer.from(hash, 'hex')).digest('hex');
}

export function newChainSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The whole chain [h_0, h_1, ..., h_length] of a seed (h_length = seed). */
export function generateChain(seed: string, length: number): string[] {
  if (!HASH.test(seed)) throw new Error('a chain seed is 32 bytes of lowercase hex');
  const chain = new Array<string>(length + 1);
  chain[length] = seed;
  for (let i = length - 1; i >= 0; i--) chain[i] = previousHash(chain[i + 1]!);
  return chain;
}

/** Whether `hash` is the round after `prevHash` (the terminating hash for round 1). */
export function verifyRound(prevHash: string, hash: string): boolean {
  return HASH.test(hash) && HASH.test(prevHash) && previousHash(hash) === prevHash;
}

/** The crash point, in hundredths, of 52 uniform bits (0 <= n < 2^52). */
export function crashCentsFromBits(n: bigint): bigint {
  const cents = (99n * E) / (E - n);
  return cents < 100n ? 100n : cents;
}

/** The crash point of a round hash, in hundredths (347n = 3.47x). */
export function crashPointFromHash(hash: string, salt = CRASH_SALT): bigint {
  const mac = createHmac('sha256', salt).update(hash).digest('hex');
  return crashCentsFromBits(BigInt(`0x${mac.slice(0, 13)}`));
}

/** What a bet returns: bet * target, rounded down to a minor unit, when the round reaches the target. */
export function crashWin(bet: bigint, targetCents: bigint, crashCents: bigint): bigint {
  return targetCents <= crashCents ? (bet * targetCents) / 100n : 0n;
}

/** "2.00" → 200n; undefined when not a multiplier with at most two decimals. */
export function parseMultiplier(text: string): bigint | undefined {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return undefined;
  return BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

export function formatMultiplier(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}
