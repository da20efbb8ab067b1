import { describe, expect, it } from 'vitest';
import { siteSettingsUpdate } from '@playdeck/contract/admin';
import { formErrors, sectionPayload } from './settings-payload';

const message = (_field: string, fallback: string) => fallback;

/** The Analytics tab of the Sites screen: what its save sends and which input an error marks. */
describe('the analytics tab', () => {
  it('sends every tag, with what react-admin leaves empty made explicit, and nothing of other tabs', () => {
    const values = {
      version: 3,
      name: 'Suncity',
      analytics: {
        tags: {
          web_analytics: { on: true, id: ' g-ab12cd34 ', domain_ids: [{ domain: 'suncity.localhost', id: null }] },
          ad_pixel: { on: true, id: '123456789012345' },
        },
      },
    };
    const payload = sectionPayload('analytics', values);
    expect(payload).toEqual({
      version: 3,
      analytics: {
        tags: {
          web_analytics: { on: true, id: 'g-ab12cd34', domain_ids: [{ domain: 'suncity.localhost', id: '' }] },
          tag_manager: { on: false, id: '', domain_ids: [] },
          session_recorder: { on: false, id: '', domain_ids: [] },
          ad_pixel: { on: true, id: '123456789012345', domain_ids: [] },
        },
        event_locales: [],
      },
    });
    // The domain's empty id marks that input, with the schema's reason.
    expect(formErrors(siteSettingsUpdate, payload, message)).toEqual({
      analytics: { tags: { web_analytics: { domain_ids: [{ id: 'is required' }] } } },
    });
  });

  it('marks an id that is not in its tag’s form, and passes a good one', () => {
    const tags = (id: string) => ({ tags: { tag_manager: { on: true, id } }, event_locales: ['en_US'] });
    const bad = sectionPayload('analytics', { version: 1, analytics: tags('GTM-1"><script>') });
    expect(formErrors(siteSettingsUpdate, bad, message)).toEqual({
      analytics: { tags: { tag_manager: { id: 'must be an id such as GTM-AB12CD3' } } },
    });
    const good = sectionPayload('analytics', { version: 1, analytics: tags('gtm-ab12cd3') });
    expect(formErrors(siteSettingsUpdate, good, message)).toEqual({});
  });
});
