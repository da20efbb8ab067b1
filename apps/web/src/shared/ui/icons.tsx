import type { GameTypeId } from '@playdeck/contract';

/** Line icons drawn for Playdeck on a 24-unit grid; stroke follows the text colour. */
const PATHS = {
  home: 'M3 11l9-8 9 8v9a1 1 0 01-1 1h-5v-6H9v6H4a1 1 0 01-1-1z',
  gift: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7C10 3 6 3 6 5.5S9 7 12 7zm0 0c2-4 6-4 6-1.5S15 7 12 7z',
  trophy: 'M7 4h10v4a5 5 0 01-10 0zM7 6H4a3 3 0 003 4M17 6h3a3 3 0 01-3 4M12 13v4M8 21h8M9 17h6v4H9z',
  wallet: 'M3 7h15a2 2 0 012 2v9a2 2 0 01-2 2H5a2 2 0 01-2-2zM3 7l12-4v4M16 13h2',
  deposit: 'M12 3v10M8 9l4 4 4-4M4 15v4a2 2 0 002 2h12a2 2 0 002-2v-4',
  withdrawal: 'M12 14V4M8 8l4-4 4 4M4 15v4a2 2 0 002 2h12a2 2 0 002-2v-4',
  letter: 'M3 6h18v12H3zM3 7l9 6 9-6',
  userPlus: 'M15 19v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1M9 10a3 3 0 100-6 3 3 0 000 6zM19 8v6M16 11h6',
  headset: 'M4 14v-2a8 8 0 0116 0v2M4 14h3v5H5a1 1 0 01-1-1zM20 14h-3v5h2a1 1 0 001-1zM17 19c0 1.5-2 2-4 2h-1',
  megaphone: 'M3 10v4h3l7 4V6l-7 4zM16 9a3 3 0 010 6M6 14l1 5h3l-1-4',
  link: 'M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1',
  globe:
    'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  chevronDown: 'M6 9l6 6 6-6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-4-4',
  refresh: 'M20 11a8 8 0 10-2.3 5.7M20 5v6h-6',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  eyeOff: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6zM3 3l18 18',
  speaker: 'M4 10v4h3l5 4V6l-5 4zM16 9a4 4 0 010 6M18.5 6.5a8 8 0 010 11',
  fire: 'M12 21a6 6 0 006-6c0-4-3-6-4-10-2 2-3 4-3 6-1-1-2-2-2-4-2 2-3 4-3 8a6 6 0 006 6z',
  heart: 'M12 20s-7-4.5-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.5-7 10-7 10z',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 3',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  sparkle: 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z',
  star: 'M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z',
  crown: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
  close: 'M6 6l12 12M18 6L6 18',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  share: 'M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1',
  phone: 'M8 2h8a2 2 0 012 2v16a2 2 0 01-2 2H8a2 2 0 01-2-2V4a2 2 0 012-2zM11 18h2',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  question: 'M12 21a9 9 0 100-18 9 9 0 000 18zM9.5 9a2.5 2.5 0 115 0c0 2-2.5 2-2.5 4M12 17v.01',
  menu: 'M4 6h16M4 12h16M4 18h16',
  info: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v6M12 7.5v.01',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  play: 'M12 21a9 9 0 100-18 9 9 0 000 18zM10 8.5v7l6-3.5z',
  slot: 'M5 5h14v14H5zM5 9h14M8.5 12v4M12 12v4M15.5 12v4M19 9h2v5',
  liveCasino:
    'M12 21a9 9 0 100-18 9 9 0 000 18zM12 17a5 5 0 100-10 5 5 0 000 10zM12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.8 2.8M15.6 15.6l2.8 2.8M5.6 18.4l2.8-2.8M15.6 8.4l2.8-2.8',
  sports:
    'M12 21a9 9 0 100-18 9 9 0 000 18zM12 8l3.5 2.5-1.3 4h-4.4l-1.3-4zM12 3v5M15.5 10.5l4.7-1.6M14.2 14.5l3 4M9.8 14.5l-3 4M8.5 10.5L3.8 8.9',
  lottery: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 16a4 4 0 100-8 4 4 0 000 8zM11 10.5l1.2-.8v4.6',
  cards: 'M4 7l8-2.5 3.5 12.5-8 2.5zM14.5 5.5l5.5 2-3.3 12M8 10.5l1.2 1.8L11 11',
  virtualSport: 'M3 5h18v11H3zM8 20h8M12 16v4M10 8.5v4.5l3.8-2.2z',
  cockfight:
    'M6 20c0-4.5 2.5-7.5 6.5-8.5C10.5 10 10 8 11 5.5c2 0 3 1 3.7 2.7L18 7l-1 3c1.2 3.5-.2 7-3.5 9M9 20h6M13 5.5l-1-2',
  esport:
    'M6 9h12a3 3 0 013 3l-1 5a2 2 0 01-3.4.9L15 16H9l-1.6 1.9A2 2 0 014 17l-1-5a3 3 0 013-3zM8 11v3M6.5 12.5h3M15.5 12h.01M17.5 14h.01',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = 'icon' }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/** Game types by id to their icon. */
export const GAME_TYPE_ICONS: Record<GameTypeId, IconName> = {
  2: 'slot',
  3: 'liveCasino',
  4: 'sports',
  5: 'lottery',
  6: 'cards',
  7: 'virtualSport',
  8: 'cockfight',
  9: 'esport',
};
