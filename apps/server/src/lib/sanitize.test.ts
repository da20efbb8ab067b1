import { describe, expect, it } from 'vitest';
import { htmlToPlainText, sanitizeAuthoredHtml } from './sanitize.js';

describe('htmlToPlainText: operator text fields', () => {
  it('drops tags but keeps the text as text, not as HTML entities', () => {
    expect(htmlToPlainText('Win > 5 & more <b>now</b>')).toBe('Win > 5 & more now');
    expect(htmlToPlainText('a < b and "quoted"')).toBe('a < b and "quoted"');
  });

  it('drops script and style content and comments', () => {
    expect(htmlToPlainText('Hi<script>alert(1)</script><style>p{}</style><!-- x --> there')).toBe('Hi there');
    expect(htmlToPlainText('<img src=x onerror=alert(1)>ok')).toBe('ok');
  });

  it('decodes what the input escaped once, and only once', () => {
    expect(htmlToPlainText('Fish &amp; chips')).toBe('Fish & chips');
    expect(htmlToPlainText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
    expect(htmlToPlainText('&lt;b&gt;')).toBe('<b>');
  });

  it('trims the ends', () => {
    expect(htmlToPlainText('  <p> spaced </p> ')).toBe('spaced');
  });
});

describe('sanitizeAuthoredHtml', () => {
  it('keeps formatting and drops script (unchanged: HTML fields stay HTML)', () => {
    expect(sanitizeAuthoredHtml('<p>a &amp; b<script>x</script></p>')).toBe('<p>a &amp; b</p>');
  });
});
