/** The looks of the roulette's image set; each template picks one (lib/wheel-look.ts). */
export const WHEEL_LOOKS = ['gold', 'blue'] as const;
export type WheelLook = (typeof WHEEL_LOOKS)[number];

/** Dark-to-light stops of one metal or fill, as SVG colours. */
type Ramp = readonly [dark: string, mid: string, light: string];

export interface WheelPalette {
  /** Alternating segments (A, B) and the odd count's last one (C), each shaded from hub to rim. */
  segmentA: Ramp;
  segmentB: Ramp;
  segmentC: Ramp;
  /** Rim, dividers, hub and pointer metal. */
  metal: Ramp;
  /** The dark enamel between the rim's metal bands. */
  enamel: Ramp;
  /** Rim bulbs: their glass and the halo around them. */
  bulb: string;
  bulbAlt: string;
  glow: string;
  /** The dialog's backdrop: far corners, centre glow, rays. */
  backdrop: Ramp;
  rays: string;
  /** Button bodies (spin, alert's OK) and the pointer's gem. */
  button: Ramp;
  gem: Ramp;
  /** Lit and unlit digit segments, and the digit tile. */
  digitOn: string;
  digitOff: string;
  tile: Ramp;
  /** The prize alert's ribbon. */
  ribbon: Ramp;
}

export const PALETTES: Record<WheelLook, WheelPalette> = {
  gold: {
    segmentA: ['#6e0710', '#b3121b', '#e0353c'],
    segmentB: ['#b07a1c', '#f0c661', '#fff0bd'],
    segmentC: ['#0b3d20', '#1d7a3f', '#3fb36a'],
    metal: ['#6b420a', '#e8bb5a', '#fff3c4'],
    enamel: ['#120b05', '#2a1a0b', '#4a3216'],
    bulb: '#fff8dc',
    bulbAlt: '#ffd36b',
    glow: '#ffcf5a',
    backdrop: ['#080503', '#2a1607', '#7a4a12'],
    rays: '#ffd77a',
    button: ['#7a0a10', '#c8141f', '#ff6b5e'],
    gem: ['#5c0008', '#d4102a', '#ff8a94'],
    digitOn: '#ffd778',
    digitOff: '#2a1e0c',
    tile: ['#0d0905', '#21180c', '#3b2c16'],
    ribbon: ['#6e0710', '#c8141f', '#f24a4a'],
  },
  blue: {
    segmentA: ['#062a66', '#0d63e0', '#4b94ff'],
    segmentB: ['#9fb9df', '#e4eefc', '#ffffff'],
    segmentC: ['#06505a', '#0e9aa8', '#4fd6e0'],
    metal: ['#5d6f8c', '#c9d6ea', '#ffffff'],
    enamel: ['#04112b', '#0a2456', '#173d80'],
    bulb: '#f2fbff',
    bulbAlt: '#8fd3ff',
    glow: '#6cc4ff',
    backdrop: ['#020817', '#0a2a66', '#2f7fe8'],
    rays: '#9fd4ff',
    button: ['#063b8f', '#0d63e0', '#6fb0ff'],
    gem: ['#00305c', '#1aa3ff', '#a8e2ff'],
    digitOn: '#8fe3ff',
    digitOff: '#0c2550',
    tile: ['#030b1f', '#0a1f47', '#173a78'],
    ribbon: ['#063b8f', '#0d63e0', '#4b94ff'],
  },
};
