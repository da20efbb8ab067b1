/* global document */
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
  wait,
} from './common.js';

const grid = $('grid');
const spinButton = $('spin');
const result = $('result');
let table = null;

function faces() {
  return Object.fromEntries((table?.symbols ?? []).map((s) => [s.id, s]));
}

function showGrid(rows, winningCells = new Set()) {
  const byId = faces();
  const names = [];
  for (const cell of grid.querySelectorAll('.cell')) {
    const row = Number(cell.dataset.row);
    const reel = Number(cell.dataset.reel);
    const symbol = rows[row][reel];
    cell.className = `cell sym-${symbol}${winningCells.has(`${row}:${reel}`) ? ' win' : ''}`;
    cell.textContent = byId[symbol]?.glyph ?? symbol;
    names.push(byId[symbol]?.name ?? symbol);
  }
  grid.setAttribute('aria-label', `Reels: ${names.join(', ')}`);
}

function describe(reply) {
  if (reply.lines.length === 0) return 'No win this time.';
  const byId = faces();
  const parts = reply.lines.map((l) => `line ${l.line}: ${l.count} × ${byId[l.symbol]?.name ?? l.symbol}`);
  return `You won ${formatCredits(reply.win)} (${parts.join('; ')}).`;
}

async function onSpin() {
  const bet = selectedBet();
  if (page.demo && getBalance() < bet) {
    result.textContent = `Not enough demo credits (${DEMO_CURRENCY}) for this bet.`;
    return;
  }
  spinButton.disabled = true;
  spinButton.setAttribute('aria-busy', 'true');
  result.textContent = 'Spinning…';
  grid.classList.add('spinning');
  try {
    const [reply] = await Promise.all([
      post('/play/slot/spin', { bet: bet.toString() }),
      wait(reducedMotion() ? 0 : 450),
    ]);
    const cells = new Set();
    for (const l of reply.lines) {
      const rows = table?.lines[l.line - 1] ?? [];
      for (let reel = 0; reel < l.count; reel++) cells.add(`${rows[reel]}:${reel}`);
    }
    showGrid(reply.grid, cells);
    setBalance(reply.balance ?? getBalance() - bet + BigInt(reply.win));
    $('last-win').textContent = formatCredits(reply.win);
    result.textContent = describe(reply);
  } catch (err) {
    result.textContent = err instanceof PlayError ? err.message : 'Something went wrong. Please try again.';
  } finally {
    grid.classList.remove('spinning');
    spinButton.disabled = false;
    spinButton.removeAttribute('aria-busy');
  }
}

function renderPaytable() {
  const container = $('paytable');
  container.replaceChildren();
  const pays = el('table', 'pays');
  const head = pays.createTHead().insertRow();
  for (const label of ['Symbol', '3', '4', '5']) head.append(el('th', '', label));
  const rows = pays.createTBody();
  for (const s of table.symbols) {
    const row = rows.insertRow();
    const name = el('th', '');
    name.scope = 'row';
    name.append(el('span', `glyph sym-${s.id}`, s.glyph), ` ${s.name}`);
    row.append(name, ...s.pays.map((p) => el('td', '', `${p}×`)));
  }
  const reels = el('details', 'reels');
  reels.append(el('summary', '', 'Reel strips and paylines'));
  const byId = faces();
  table.reels.forEach((reel, i) =>
    reels.append(el('p', 'strip', `Reel ${i + 1}: ${reel.map((id) => byId[id].glyph).join(' ')}`)),
  );
  table.lines.forEach((rows, i) =>
    reels.append(el('p', 'strip', `Line ${i + 1}: rows ${rows.map((r) => r + 1).join('-')}`)),
  );
  container.append(el('p', 'rtp', `Return to player: ${table.rtp}`), el('p', 'rules', table.rules), pays, reels);
}

spinButton.addEventListener('click', onSpin);
document.addEventListener('keydown', (event) => {
  // Space or Enter anywhere outside a control spins, as on a cabinet.
  if ((event.key === ' ' || event.key === 'Enter') && event.target === document.body && !spinButton.disabled) {
    event.preventDefault();
    onSpin();
  }
});

getJson('/games/paytable')
  .then((data) => {
    table = data;
    renderPaytable();
  })
  .catch(() => {
    $('paytable').textContent = 'The paytable could not be loaded.';
  });
