import type { ProtectionLimitState } from '@playdeck/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addMessages } from '../../../shared/i18n/translate';
import { LimitCard } from './limit-card';

addMessages('en_US', {
  'protection.minutes': '{{minutes}} min',
  'protection.no_limit': 'No limit',
  'protection.new_limit': 'New limit',
  'protection.new_limit_minutes': 'New limit (minutes)',
  'protection.operator_limit': 'Limit set by the site: {{amount}}',
  'protection.pending.raise': 'Raise to {{amount}} waiting for your confirmation',
});

const pending = {
  requested_at: '2026-11-29T10:00:00Z',
  confirmable_at: '2026-11-30T10:00:00Z',
  lapses_at: '2026-12-07T10:00:00Z',
};

/** The card as the page draws it (its first render: figures, field, parked raise). */
const card = (limit: ProtectionLimitState) =>
  renderToString(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(LimitCard, { limit, currency: 'USD', readOnly: false }),
    ),
  );

describe('a limit card', () => {
  it('shows a play-time limit in minutes, never as money, with a whole-minutes field', () => {
    const html = card({
      measure: 'session',
      period: 'day',
      member: '90',
      operator: '120',
      applies: '90',
      used: '35',
      left: '55',
      pending: { amount: '150', ...pending },
    });
    for (const text of ['90 min', '35 min', '55 min', 'Limit set by the site: 120 min', 'Raise to 150 min'])
      expect(html).toContain(text);
    expect(html).toContain('New limit (minutes)');
    expect(html).toContain('inputMode="numeric"');
    expect(html).not.toContain('$');
  });

  it('reads a play-time measure without a limit as no limit, and nothing used as 0 min', () => {
    const html = card({
      measure: 'session',
      period: 'week',
      member: null,
      operator: null,
      applies: null,
      used: '0',
      left: null,
      pending: null,
    });
    expect(html).toContain('No limit');
    expect(html).toContain('0 min');
  });

  it('keeps a money limit in its currency', () => {
    const html = card({
      measure: 'deposit',
      period: 'day',
      member: '100.00',
      operator: null,
      applies: '100.00',
      used: '25.50',
      left: '74.50',
      pending: null,
    });
    for (const text of ['$ 100.00', '$ 25.50', '$ 74.50']) expect(html).toContain(text);
    expect(html).toContain('inputMode="decimal"');
    expect(html).not.toContain(' min');
  });
});
