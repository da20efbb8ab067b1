/* global document, window */
// Shared by the game pages: plain browser JavaScript (ES modules), served as is by the provider.

const body = document.body;

/** The page's settings, written by the server as data attributes (no inline script). */
export const page = {
  api: body.dataset.api ?? '',
  session: body.dataset.session ?? '',
  code: body.dataset.code ?? '',
  demo: body.dataset.balance === '',
};

/** Balance in minor units (BigInt). Demo players keep their credits here only. */
let balance = BigInt(page.demo ? (body.dataset.demoCredits ?? '0') : (body.dataset.balance ?? '0'));

/** 123456n → "1,234.56" */
export function formatMinor(minor) {
  const value = BigInt(minor);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  const units = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${units}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Demo credits are in GP, the display-only currency of demo play: "GP 2,000.00". */
export const DEMO_CURRENCY = 'GP';

/** An amount of this page's money: demo credits with their GP code, a player's balance as a number. */
export function formatCredits(minor) {
  return page.demo ? `${DEMO_CURRENCY} ${formatMinor(minor)}` : formatMinor(minor);
}

export const $ = (id) => document.getElementById(id);

export function getBalance() {
  return balance;
}

/** Shows a balance: the server's reply for players; for demo, the page's own sum. */
export function setBalance(minor) {
  balance = BigInt(minor);
  $('balance').textContent = formatMinor(balance);
}

/** The checked bet chip, in minor units. */
export function selectedBet() {
  const checked = document.querySelector('input[name="bet"]:checked');
  return BigInt(checked ? checked.value : '0');
}

const MESSAGES = {
  insufficient_balance: 'Not enough balance for this bet.',
  invalid_token: 'Your game session has ended. Close the game and open it again from the lobby.',
  unknown_player: 'Your account is not known to the game provider.',
  bad_request: 'The game could not read that bet.',
};

export class PlayError extends Error {}

/** POST to the provider; errors become a sentence a player can act on. */
export async function post(path, payload) {
  let response;
  try {
    response = await fetch(`${page.api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ t: page.session, ...payload }),
    });
  } catch {
    throw new PlayError('The game server cannot be reached. Check your connection and try again.');
  }
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new PlayError(MESSAGES[data.error] ?? 'Something went wrong. Please try again.');
  return data;
}

export async function getJson(path) {
  const response = await fetch(`${page.api}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

export const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export const wait = (ms) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Creates an element with a class and text. */
export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
