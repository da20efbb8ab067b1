import { describe, expect, it } from 'vitest';
import { channelsFor } from './channels';

describe('channelsFor', () => {
  const visitor = { mode: 'desktop' as const, templateName: 'suncity', currency: 'USD', memberId: null, token: null };

  it('joins the public channels, with the template channel for the named templates', () => {
    expect(channelsFor(visitor)).toEqual(['web_member', 'web_api.USD', 'suncity_template']);
    expect(channelsFor({ ...visitor, templateName: 'other' })).toEqual(['web_member', 'web_api.USD']);
  });

  it('adds bob_mobile_template on mobile', () => {
    expect(channelsFor({ ...visitor, mode: 'mobile' })).toContain('bob_mobile_template');
  });

  it('adds member channels only when both member_id and token are stored', () => {
    expect(channelsFor({ ...visitor, memberId: '7', token: null })).not.toContain('member.7');
    expect(channelsFor({ ...visitor, memberId: '7', token: 'tk', currency: 'VND' })).toEqual(
      expect.arrayContaining(['member.7', 'member.VND', 'presence-member.VND']),
    );
  });
});
