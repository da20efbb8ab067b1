/** The spin lasts 1.5 s and adds ten whole turns before stopping on the prize. */
export const SPIN_MS = 1_500;
export const EXTRA_TURNS_DEG = 3_600;
/** The stop lands within this share of a segment's half-width of its centre, never on a border. */
const OFFSET_SHARE = 0.6;

/** Width of one segment in degrees. */
export const segmentDeg = (count: number) => 360 / Math.max(1, count);

/**
 * The angle (clockwise from the pointer at 12 o'clock) of prize `index`'s segment centre when the wheel
 * is at rest: segment 0 starts at the pointer, the others follow clockwise.
 */
export function prizeAngle(index: number, count: number): number {
  const seg = segmentDeg(count);
  return index * seg + seg / 2;
}

/** A small random offset inside the segment, from a random number in [0, 1). */
export function stopOffset(count: number, random: number): number {
  return (random * 2 - 1) * (segmentDeg(count) / 2) * OFFSET_SHARE;
}

/**
 * The wheel's next absolute rotation: from the current one, ten extra turns, then onward to the angle that
 * brings the prize's centre (plus the offset) under the pointer. It always turns forward.
 */
export function spinTarget(current: number, index: number, count: number, random: number): number {
  const rest = (((360 - prizeAngle(index, count) + stopOffset(count, random)) % 360) + 360) % 360;
  const base = current - (((current % 360) + 360) % 360);
  return base + EXTRA_TURNS_DEG + rest;
}

/** Which segment sits under the pointer at an absolute rotation (the inverse of spinTarget). */
export function segmentAtPointer(rotation: number, count: number): number {
  const angle = (((360 - (rotation % 360)) % 360) + 360) % 360;
  return Math.floor(angle / segmentDeg(count)) % count;
}

/** Ease-out cubic: fast start, gentle stop (the same curve as the CSS transition). */
export const easeOutCubic = (t: number) => 1 - (1 - Math.min(1, Math.max(0, t))) ** 3;
export const SPIN_EASING = 'cubic-bezier(0.33, 1, 0.68, 1)';
