import { describe, expect, it } from 'vitest';
import { wheelLookFor } from './wheel-look';

describe('the roulette look of a template', () => {
  it('is gold for suncity and H5_1, blue for apsport and H5_2, each on its own layout', () => {
    const site1 = { template: 'suncity', mobileTemplate: 'H5_1' };
    const site2 = { template: 'apsport', mobileTemplate: 'H5_2' };
    expect(wheelLookFor({ ...site1, layout: 'desktop' })).toBe('gold');
    expect(wheelLookFor({ ...site1, layout: 'mobile' })).toBe('gold');
    expect(wheelLookFor({ ...site2, layout: 'desktop' })).toBe('blue');
    expect(wheelLookFor({ ...site2, layout: 'mobile' })).toBe('blue');
  });

  it('follows the template of the active layout only', () => {
    expect(wheelLookFor({ layout: 'desktop', template: 'suncity', mobileTemplate: 'H5_2' })).toBe('gold');
    expect(wheelLookFor({ layout: 'mobile', template: 'suncity', mobileTemplate: 'H5_2' })).toBe('blue');
  });

  it('falls back to gold for an unknown or missing template', () => {
    expect(wheelLookFor({ layout: 'desktop', template: 'neon' })).toBe('gold');
    expect(wheelLookFor({ layout: 'mobile', template: 'apsport' })).toBe('gold');
    expect(wheelLookFor({ layout: 'desktop', template: 'constructor' })).toBe('gold');
    expect(wheelLookFor({})).toBe('gold');
  });
});
