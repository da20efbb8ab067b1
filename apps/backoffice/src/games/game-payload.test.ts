import { describe, expect, it } from 'vitest';
import { gamePayload, providerPayload } from './game-payload';

describe('games catalogue payloads', () => {
  it('send a provider’s integration; an empty product is null (the provider code is used)', () => {
    const record = { id: '1:GP10', version: 2, aggregator: 'hub88', wallet_mode: 'seamless', aggregator_product: '  ' };
    expect(providerPayload(record)).toMatchObject({
      version: 2,
      aggregator: 'hub88',
      wallet_mode: 'seamless',
      aggregator_product: null,
    });
    expect(providerPayload({ ...record, aggregator_product: ' Sky Crash ' }).aggregator_product).toBe('Sky Crash');
    expect(providerPayload({ ...record, aggregator_product: null }).aggregator_product).toBeNull();
  });

  it('send the editable fields with the version read, and a maintenance window whole', () => {
    const record = {
      id: '1:GP02',
      site_id: 1,
      gp_id: 'GP02',
      name: 'Golden Spin',
      active: false,
      transfer_enabled: true,
      maintenance_start: '',
      maintenance_end: null,
      sort: 2,
      icon_light: '/x.svg',
      version: 4,
    };
    expect(providerPayload(record)).toEqual({
      version: 4,
      name: 'Golden Spin',
      active: false,
      transfer_enabled: true,
      sort: 2,
      maintenance_start: null,
      maintenance_end: null,
    });
    expect(
      gamePayload({
        id: 7,
        game_code: 'x',
        gt_id: 2,
        version: 1,
        active: true,
        labels: ['hot'],
        names: { en_US: 'X', vi_VN: ' ', zh_CN: '甲', ko_KR: null },
        support_device: 2,
        has_demo: false,
        icon_light: '/media/content/3/main.webp',
        icon_dark: 'https://cdn.example/x.png',
      }),
    ).toEqual({
      version: 1,
      active: true,
      labels: ['hot'],
      names: { en_US: 'X', zh_CN: '甲' },
      support_device: 2,
      has_demo: false,
      icon_light: '/media/content/3/main.webp',
      icon_dark: 'https://cdn.example/x.png',
    });
  });
});
