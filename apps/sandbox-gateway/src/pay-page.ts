import { createHash } from 'node:crypto';
import { formatAmount } from './currencies.js';
import type { OrderRow } from './orders.js';
import type { PageText } from './page-text.js';

/** The only style of the pages, inline and allowed by its hash: no file, no outside asset. */
const CSS = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans SC",sans-serif;background:#eef1f5;color:#1c2430}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:1.375rem;margin:0 0 1rem}
.notice{font-size:.875rem;color:#4a5568;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}
dt{color:#4a5568}dt,dd{align-self:baseline}dd{margin:0;text-align:right;overflow-wrap:anywhere}
.amount{font-size:1.5rem;font-weight:700}
fieldset{border:0;padding:0;margin:0}legend{padding:0}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button,.back{flex:1 1 8rem;min-height:48px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;padding:.75rem 1rem;text-align:center;text-decoration:none}
.pay{background:#0b6b3a;color:#fff;border:0}.cancel{background:#fff;color:#1c2430;border:1px solid #8a94a3}
.back{display:inline-block;background:#1c4e9d;color:#fff}
:focus-visible{outline:3px solid #f0b400;outline-offset:2px}
@media (min-width:768px){main{padding-top:4rem}.card{padding:2rem}}`;

export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(CSS).digest('base64')}'`,
  "img-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const e = escapeHtml;

function layout(t: PageText, title: string, body: string): string {
  return `<!doctype html>
<html lang="${t.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${e(title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<section class="card" aria-labelledby="page-title">
<h1 id="page-title">${e(title)}</h1>
<p class="notice">${e(t.notice)}</p>
${body}
</section>
</main>
</body>
</html>`;
}

function details(t: PageText, merchant: string, o: OrderRow): string {
  return `<dl>
<dt>${e(t.merchant)}</dt><dd>${e(merchant)}</dd>
<dt>${e(t.orderNo)}</dt><dd>${e(o.merchantOrderNo)}</dd>
<dt>${e(t.amount)}</dt><dd class="amount">${e(formatAmount(o.amount, o.currency))} <span>${e(o.currency)}</span></dd>
</dl>`;
}

const backLink = (t: PageText, o: OrderRow) => `<p><a class="back" href="${e(o.returnUrl)}">${e(t.back)}</a></p>`;

/** The open order with its two decisions; the form posts back to this very link (its token is the authority). */
export function payPage(t: PageText, merchant: string, o: OrderRow, action: string): string {
  return layout(
    t,
    t.title,
    `${details(t, merchant, o)}
<form method="post" action="${e(action)}">
<fieldset>
<legend class="notice">${e(t.choose)}</legend>
<div class="actions">
<button class="pay" type="submit" name="decision" value="pay">${e(t.pay)}</button>
<button class="cancel" type="submit" name="decision" value="cancel">${e(t.cancel)}</button>
</div>
</fieldset>
</form>`,
  );
}

/** After a decision, or on a second look at a decided order: what happened, and the way back. */
export function resultPage(t: PageText, merchant: string, o: OrderRow, decidedNow: boolean): string {
  if (decidedNow && o.status === 'paid') {
    const body = `<p>${e(t.paidBody)} <strong>${e(o.gatewayTxId ?? '')}</strong></p>`;
    return layout(t, t.paidTitle, `${details(t, merchant, o)}${body}${backLink(t, o)}`);
  }
  if (decidedNow && o.status === 'cancelled') {
    return layout(t, t.cancelledTitle, `${details(t, merchant, o)}<p>${e(t.cancelledBody)}</p>${backLink(t, o)}`);
  }
  const body = `<p>${e(t.decidedBody)} <strong>${e(t.status[o.status])}</strong></p>`;
  return layout(t, t.decidedTitle, `${details(t, merchant, o)}${body}${backLink(t, o)}`);
}

export function expiredPage(t: PageText, o: OrderRow | undefined): string {
  return layout(t, t.expiredTitle, `<p>${e(t.expiredBody)}</p>${o ? backLink(t, o) : ''}`);
}

export function invalidPage(t: PageText, bad = false): string {
  return layout(t, bad ? t.badTitle : t.invalidTitle, `<p>${e(t.invalidBody)}</p>`);
}
