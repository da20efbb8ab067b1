/**
 * The sandbox slot: 5 reels, 3 rows, 10 fixed paylines, one wild. Pure: no I/O, randomness comes in.
 *
 * Money: the bet is per spin in integer minor units and is spread evenly over the 10 lines. A line pays
 * `floor(bet * multiplier / LINE_COUNT)` (the multiplier is in line bets), and the spin's win is the sum
 * of its line wins. For bets divisible by 10 (all the bets the page offers) nothing is rounded and the
 * RTP is exactly `slotRtp()`; for other bets each winning line rounds down by less than one minor unit.
 */

/** Symbol ids as published (`grid` and `lines` use them). W is wild: it stands for every symbol. */
export const SLOT_SYMBOLS = ['W', '7', 'BAR', 'D', 'H', 'S', 'C'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
const WILD = 0;

/** How the pages draw the symbols (text glyphs: no image or emoji font needed). */
export const SLOT_SYMBOL_FACES: Readonly<Record<SlotSymbol, { name: string; glyph: string }>> = {
  W: { name: 'Wild', glyph: '★' },
  '7': { name: 'Seven', glyph: '7' },
  BAR: { name: 'Bar', glyph: 'BAR' },
  D: { name: 'Diamond', glyph: '♦' },
  H: { name: 'Heart', glyph: '♥' },
  S: { name: 'Spade', glyph: '♠' },
  C: { name: 'Club', glyph: '♣' },
};

/** Pays in line bets for 3, 4 and 5 of a kind on a line, counted from the leftmost reel. */
export const SLOT_PAYTABLE: Readonly<Record<SlotSymbol, readonly [number, number, number]>> = {
  W: [10, 25, 75],
  '7': [8, 25, 75],
  BAR: [6, 15, 50],
  D: [5, 12, 30],
  H: [4, 8, 20],
  S: [3, 6, 15],
  C: [2, 5, 12],
};

/** Fixed reel strips (symbol ids, top to bottom); a stop shows strip[stop], strip[stop+1], strip[stop+2]. */
export const SLOT_REELS: readonly (readonly SlotSymbol[])[] = [
  strip('C W S D 7 H C BAR W S D C 7 H C W S D 7 H C BAR'),
  strip('S C BAR D C H W S C D 7 BAR H C W S D C H D 7 W'),
  strip('C D BAR C W S 7 D H C C W S D BAR C 7 H W S'),
  strip('H BAR C W S C D W 7 S C H BAR D C W S C 7 D'),
  strip('H C W D BAR S C 7 H W C D C BAR H S W D 7 C'),
];

/** Rows hit by each payline on reels 1..5 (0 = top row). */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];
export const LINE_COUNT = SLOT_LINES.length;
const ROWS = 3;

function strip(text: string): SlotSymbol[] {
  return text.split(' ').map((s) => {
    if (!(SLOT_SYMBOLS as readonly string[]).includes(s)) throw new Error(`unknown slot symbol ${s}`);
    return s as SlotSymbol;
  });
}

// Everything below works on symbol indexes; the pay table as [symbol][count] with 0 below 3 of a kind.
const REEL_INDEXES = SLOT_REELS.map((reel) => reel.map((s) => SLOT_SYMBOLS.indexOf(s)));
const PAYS: readonly number[][] = SLOT_SYMBOLS.map((s) => [0, 0, 0, ...SLOT_PAYTABLE[s]]);
const BIG_PAYS: readonly bigint[][] = PAYS.map((row) => row.map(BigInt));
const BIG_LINE_COUNT = BigInt(LINE_COUNT);

/**
 * The best pay of one line's five symbols: the run of the first non-wild symbol (wilds joining it), or
 * the run of leading wilds paid as wilds, whichever pays more. Packed as pay * 64 + symbol * 8 + count.
 */
export function evaluateLine(symbols: ArrayLike<number>): number {
  let wilds = 0;
  while (wilds < 5 && symbols[wilds] === WILD) wilds++;
  const wildPay = PAYS[WILD]![wilds]!;
  if (wilds === 5) return wildPay * 64 + WILD * 8 + 5;
  const symbol = symbols[wilds]!;
  let count = wilds + 1;
  while (count < 5 && (symbols[count] === symbol || symbols[count] === WILD)) count++;
  const pay = PAYS[symbol]![count]!;
  if (pay === 0 && wildPay === 0) return 0;
  return pay >= wildPay ? pay * 64 + symbol * 8 + count : wildPay * 64 + WILD * 8 + wilds;
}

export interface SlotLineWin {
  /** Payline number, 1-based, as published. */
  line: number;
  symbol: SlotSymbol;
  count: number;
  win: bigint;
}

export interface SlotSpin {
  /** Stop of each reel (index of the top row's symbol on the strip). */
  stops: number[];
  /** Rows top to bottom, each with the five reels' symbols. */
  grid: SlotSymbol[][];
  lines: SlotLineWin[];
  win: bigint;
}

const REEL_LENGTHS = REEL_INDEXES.map((reel) => reel.length);
const lineSymbols = new Int8Array(5);

/** One spin. `rng` returns a uniform number in [0, 1). Plain loops: the RTP test runs a million of these. */
export function spin(bet: bigint, rng: () => number): SlotSpin {
  const stops: number[] = [];
  for (let reel = 0; reel < 5; reel++) stops.push(Math.floor(rng() * REEL_LENGTHS[reel]!));
  const grid: SlotSymbol[][] = [];
  for (let row = 0; row < ROWS; row++) {
    const symbols: SlotSymbol[] = [];
    for (let reel = 0; reel < 5; reel++) symbols.push(SLOT_REELS[reel]![(stops[reel]! + row) % REEL_LENGTHS[reel]!]!);
    grid.push(symbols);
  }
  const lines: SlotLineWin[] = [];
  let win = 0n;
  for (let l = 0; l < LINE_COUNT; l++) {
    const rows = SLOT_LINES[l]!;
    for (let reel = 0; reel < 5; reel++) {
      lineSymbols[reel] = REEL_INDEXES[reel]![(stops[reel]! + rows[reel]!) % REEL_LENGTHS[reel]!]!;
    }
    const packed = evaluateLine(lineSymbols);
    if (packed === 0) continue;
    const symbol = (packed >> 3) & 7;
    const count = packed & 7;
    const lineWin = (bet * BIG_PAYS[symbol]![count]!) / BIG_LINE_COUNT;
    win += lineWin;
    lines.push({ line: l + 1, symbol: SLOT_SYMBOLS[symbol]!, count, win: lineWin });
  }
  return { stops, grid, lines, win };
}

/**
 * The exact return to player as a fraction. A stop is uniform, so the symbol a line sees on a reel is
 * distributed as that reel's symbol counts, whatever the row: every line has the same expected pay, and
 * the RTP (win over bet) is that expectation in line bets. Enumerates the 7^5 symbol tuples.
 *
 * The sum is kept in a plain number: it is at most the highest pay times the product of the reel lengths
 * (about 3e8 here), far below 2^53, so every step is exact; a BigInt per tuple made this cost a server
 * start tens of milliseconds (the game pages publish it when their module loads).
 */
export function slotRtp(): { numerator: bigint; denominator: bigint } {
  const counts = REEL_INDEXES.map((reel) => {
    const c = new Array<number>(SLOT_SYMBOLS.length).fill(0);
    for (const s of reel) c[s]!++;
    return c;
  });
  const n = SLOT_SYMBOLS.length;
  const tuple = new Int8Array(5);
  let numerator = 0;
  for (let code = 0; code < n ** 5; code++) {
    let weight = 1;
    for (let reel = 0, rest = code; reel < 5; reel++, rest = Math.floor(rest / n)) {
      tuple[reel] = rest % n;
      weight *= counts[reel]![rest % n]!;
    }
    if (weight === 0) continue;
    numerator += weight * (evaluateLine(tuple) >> 6);
  }
  const denominator = REEL_INDEXES.reduce((d, reel) => d * BigInt(reel.length), 1n);
  if (!Number.isSafeInteger(numerator)) throw new Error('slot RTP sum exceeds exact number range');
  return { numerator: BigInt(numerator), denominator };
}
