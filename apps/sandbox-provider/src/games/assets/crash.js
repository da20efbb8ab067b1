/* global window */
import {
  $,
  el,
  DEMO_CURRENCY,
  formatCredits,
  getBalance,
  getJson,
  page,
  PlayError,
  post,
  reducedMotion,
  selectedBet,
  setBalance,
} from './common.js';

const betButton = $('bet');
const result = $('result');
const multiplier = $('multiplier');
let chain = null;

/** "2.5" → 250n hundredths, or null. */
function parseTarget(text) {
  const m = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const cents = BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
  return cents >= 101n && cents <= 100000n ? cents : null;
}

const formatCents = (cents) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;

/** Runs the multiplier up to `stopAt` (hundredths) on a curve that speeds up, like a live round. */
function animateTo(stopAt, crashed) {
  multiplier.classList.remove('crashed', 'cashed');
  const finish = () => {
    multiplier.textContent = `${formatCents(stopAt)}×`;
    multiplier.classList.add(crashed ? 'crashed' : 'cashed');
  };
  if (reducedMotion()) return Promise.resolve(finish());
  const target = Number(stopAt) / 100;
  const duration = Math.min(2200, 500 + Math.log(target) * 700);
  const start = window.performance.now();
  return new Promise((resolve) => {
    const frame = (now) => {
      const t = Math.min(1, (now - start) / duration);
      if (t >= 1) return resolve(finish());
      multiplier.textContent = `${Math.pow(target, t).toFixed(2)}×`;
      window.requestAnimationFrame(frame);
    };
    window.requestAnimationFrame(frame);
  });
}

function renderChain() {
  $('terminating').textContent = chain.terminating_hash;
  $('salt').textContent = chain.salt;
  const list = $('history');
  list.replaceChildren(
    ...chain.rounds.slice(0, 20).map((r) => {
      const item = el('li', Number(r.crash_point) >= 2 ? 'high' : 'low');
      item.append(
        el('span', 'index', `#${r.index}`),
        el('strong', '', `${r.crash_point}×`),
        el('code', 'hash', r.hash),
      );
      return item;
    }),
  );
  if (chain.rounds.length === 0) list.append(el('li', 'empty', 'No rounds played on this chain yet.'));
}

async function refreshChain() {
  chain = await getJson('/crash/chain');
  renderChain();
}

async function onBet() {
  const bet = selectedBet();
  const target = parseTarget($('target').value);
  if (target === null) {
    result.textContent = 'Enter a cash-out target from 1.01 to 1000.00.';
    $('target').focus();
    return;
  }
  if (page.demo && getBalance() < bet) {
    result.textContent = `Not enough demo credits (${DEMO_CURRENCY}) for this bet.`;
    return;
  }
  betButton.disabled = true;
  result.textContent = 'Round running…';
  try {
    const reply = await post('/play/crash/bet', { bet: bet.toString(), target: formatCents(target) });
    const crash = parseTarget(reply.crash_point) ?? 100n;
    const won = BigInt(reply.win) > 0n;
    await animateTo(won ? target : crash, !won);
    setBalance(reply.balance ?? getBalance() - bet + BigInt(reply.win));
    $('last-win').textContent = formatCredits(reply.win);
    result.textContent = won
      ? `Cashed out at ${reply.target}× — you won ${formatCredits(reply.win)}. The round went on to ${reply.crash_point}×.`
      : `Crashed at ${reply.crash_point}× before your ${reply.target}× target. Round #${reply.round_index}.`;
    await refreshChain();
  } catch (err) {
    result.textContent = err instanceof PlayError ? err.message : 'Something went wrong. Please try again.';
  } finally {
    betButton.disabled = false;
  }
}

const hexBytes = (hex) => new Uint8Array(hex.match(/../g).map((b) => parseInt(b, 16)));
const toHex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** Checks the last round in the browser: its hash hashes to the one before, and its crash point. */
async function verifyLast() {
  const out = $('verify-result');
  const last = chain?.rounds[0];
  if (!last) return void (out.textContent = 'No round to verify yet.');
  if (!crypto.subtle) return void (out.textContent = 'This browser only verifies on a secure (https) page.');
  const previous = last.index === 1 ? chain.terminating_hash : chain.rounds[1]?.hash;
  const linked = toHex(await crypto.subtle.digest('SHA-256', hexBytes(last.hash))) === previous;
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(chain.salt),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = toHex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(last.hash)));
  const e = 2n ** 52n;
  const cents = (99n * e) / (e - BigInt(`0x${mac.slice(0, 13)}`));
  const crash = formatCents(cents < 100n ? 100n : cents);
  out.textContent =
    `Round #${last.index}: SHA-256 of its hash ${linked ? 'matches' : 'does NOT match'} the previous hash; ` +
    `recomputed crash point ${crash}× ${crash === last.crash_point ? 'matches' : 'does NOT match'} the published ${last.crash_point}×.`;
}

betButton.addEventListener('click', onBet);
$('target').addEventListener('keydown', (event) => {
  if (event.key === 'Enter') onBet();
});
$('verify').addEventListener('click', () => {
  verifyLast().catch(() => ($('verify-result').textContent = 'Verification failed to run in this browser.'));
});
refreshChain().catch(() => ($('history').textContent = 'The round history could not be loaded.'));
