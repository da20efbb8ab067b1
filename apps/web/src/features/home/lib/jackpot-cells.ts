export interface JackpotCell {
  digit: string;
  /** A zero that only pads the total to its ten digits (drawn dimmer). */
  pad: boolean;
  /** A thousands separator comes before this digit. */
  separated: boolean;
}

/**
 * The jackpot's integer digits (already padded to 10) as counter cells. The padding is digits only:
 * separators group the amount itself, never the leading zeros ("0011,797,550", not "0,011,797,550").
 */
export function jackpotCells(paddedInt: string): JackpotCell[] {
  const digits = paddedInt.split('');
  const firstSignificant = Math.min(
    digits.findIndex((d) => d !== '0'),
    digits.length - 1,
  );
  const lead = firstSignificant < 0 ? digits.length - 1 : firstSignificant;
  return digits.map((digit, index) => ({
    digit,
    pad: index < lead,
    separated: index > lead && (digits.length - index) % 3 === 0,
  }));
}
