import { DISPLAY_FREQUENCY } from '@playdeck/contract';
import { describe, expect, it } from 'vitest';
import {
  bulletinTarget,
  hidesOnServer,
  latestUpdate,
  newestFirst,
  parseClosedAt,
  popupAllowedOn,
  shouldShowPopup,
} from './popup-rules';

const OLD = '2026-01-01T00:00:00.000Z';
const NEW = '2026-03-01T00:00:00.000Z';
const items = [{ updated_at: OLD }, { updated_at: NEW }];
const newest = Date.parse(NEW);
const before = newest - 1000;
const after = newest + 1000;

describe('shouldShowPopup', () => {
  it('never shows an empty list, whatever the frequency or login', () => {
    for (const frequency of Object.values(DISPLAY_FREQUENCY)) {
      for (const member of [false, true]) {
        expect(shouldShowPopup({ items: [], frequency, member, closedAt: null })).toBe(false);
      }
    }
  });

  it('every visit (2): shows on every page load, even right after closing', () => {
    expect(shouldShowPopup({ items, frequency: DISPLAY_FREQUENCY.everyVisit, member: false, closedAt: after })).toBe(
      true,
    );
    expect(shouldShowPopup({ items, frequency: DISPLAY_FREQUENCY.everyVisit, member: true, closedAt: after })).toBe(
      true,
    );
  });

  for (const member of [false, true]) {
    it(`per session (1), ${member ? 'member' : 'visitor'}: until closed, then again only when updated`, () => {
      const base = { items, frequency: DISPLAY_FREQUENCY.perSession, member };
      expect(shouldShowPopup({ ...base, closedAt: null })).toBe(true);
      expect(shouldShowPopup({ ...base, closedAt: before })).toBe(true);
      expect(shouldShowPopup({ ...base, closedAt: after })).toBe(false);
      expect(shouldShowPopup({ ...base, closedAt: newest })).toBe(false);
    });
  }

  it('until hidden (0), visitor: behaves like once per session', () => {
    const base = { items, frequency: DISPLAY_FREQUENCY.untilHidden, member: false };
    expect(shouldShowPopup({ ...base, closedAt: null })).toBe(true);
    expect(shouldShowPopup({ ...base, closedAt: before })).toBe(true);
    expect(shouldShowPopup({ ...base, closedAt: after })).toBe(false);
  });

  it('until hidden (0), member: shows whenever the server still lists something', () => {
    const base = { items, frequency: DISPLAY_FREQUENCY.untilHidden, member: true };
    expect(shouldShowPopup({ ...base, closedAt: null })).toBe(true);
    expect(shouldShowPopup({ ...base, closedAt: after })).toBe(true);
  });
});

describe('hidesOnServer', () => {
  it('only a member closing a frequency-0 pop-up calls hide', () => {
    expect(hidesOnServer(DISPLAY_FREQUENCY.untilHidden, true)).toBe(true);
    expect(hidesOnServer(DISPLAY_FREQUENCY.untilHidden, false)).toBe(false);
    expect(hidesOnServer(DISPLAY_FREQUENCY.perSession, true)).toBe(false);
    expect(hidesOnServer(DISPLAY_FREQUENCY.everyVisit, true)).toBe(false);
  });
});

describe('latestUpdate and parseClosedAt', () => {
  it('takes the newest readable updated_at', () => {
    expect(latestUpdate(items)).toBe(newest);
    expect(latestUpdate([{ updated_at: 'not a date' }, { updated_at: OLD }])).toBe(Date.parse(OLD));
    expect(latestUpdate([])).toBe(0);
  });

  it('orders the history newest first, ties in the order given', () => {
    const list = [
      { id: 1, updated_at: OLD },
      { id: 2, updated_at: NEW },
      { id: 3, updated_at: OLD },
    ];
    expect(newestFirst(list).map((item) => item.id)).toEqual([2, 1, 3]);
    expect(list.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('reads the stored close time or null', () => {
    expect(parseClosedAt(null)).toBeNull();
    expect(parseClosedAt('')).toBeNull();
    expect(parseClosedAt('abc')).toBeNull();
    expect(parseClosedAt('1767225600000')).toBe(1767225600000);
  });
});

describe('bulletinTarget', () => {
  it('asks for device 1 on desktop and 2 on mobile', () => {
    expect(bulletinTarget('desktop', '/').display_device).toBe(1);
    expect(bulletinTarget('mobile', '/').display_device).toBe(2);
  });

  it('uses location 3 on the deposit page and 2 elsewhere', () => {
    expect(bulletinTarget('desktop', '/user/Deposit').display_location).toBe(3);
    expect(bulletinTarget('mobile', '/user/deposit/').display_location).toBe(3);
    expect(bulletinTarget('desktop', '/user', '?page=Deposit').display_location).toBe(3);
    expect(bulletinTarget('desktop', '/').display_location).toBe(2);
    expect(bulletinTarget('desktop', '/user/Withdrawal').display_location).toBe(2);
    expect(bulletinTarget('desktop', '/deposit-info').display_location).toBe(2);
  });
});

describe('popupAllowedOn', () => {
  it('keeps the pop-up off the member and agent centres, but not off the deposit page', () => {
    for (const path of ['/', '/discount', '/faq/3', '/sponsor', '/users'])
      expect(popupAllowedOn(path), path).toBe(true);
    for (const path of ['/user', '/user/Info', '/user/Letter/', '/proxy', '/proxy/Plan'])
      expect(popupAllowedOn(path), path).toBe(false);
    expect(popupAllowedOn('/user/Deposit')).toBe(true);
    expect(popupAllowedOn('/user', '?page=Deposit')).toBe(true);
  });
});
