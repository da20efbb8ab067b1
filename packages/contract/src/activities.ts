export interface RedEnvelope {
  id: number;
  title: string;
  start_at: string;
  /** ISO 8601; the page counts down to it in the site time zone (America/Caracas by default). */
  end_at: string;
}

export const RED_ENVELOPE_CODES = {
  /** Over (ended, budget gone) or already claimed: the page clears the envelope. */
  over: 102,
  /** Our addition: this member does not qualify. */
  notEligible: 103,
} as const;

export interface RoulettePrize {
  prize_id: number;
  label: string;
  /** Decimal string in the activity's currency; "0" for an item prize. */
  cash: string;
  item: string | null;
}

export interface RouletteDetail {
  id: number;
  title: string;
  start_at: string;
  end_at: string;
  prize_settings: RoulettePrize[];
  remaining_draws: number;
}

export interface RouletteSpinReply {
  prize_id: number;
  remaining_draws: number;
  cash: string;
}

export const ROULETTE_CODES = {
  none: 2095101,
  noDrawsLeft: 2093101,
  ended: 2093102,
  outOfStock: 2093103,
  notEligible: 2093104,
} as const;
