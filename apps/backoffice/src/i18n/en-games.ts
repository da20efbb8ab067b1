/** The games catalogue screens (issue 13): English. */
export const enGames = {
  app: {
    label: { hot: 'Hot', new: 'New', slot: 'Slot' },
    kind: { lobby: 'Lobby entry', game: 'Game' },
    device: { '0': 'Desktop and mobile', '1': 'Desktop', '2': 'Mobile' },
    maintenance_hint: 'Set both ends of the window, or clear both. Members cannot open its games during it.',
    names: 'Names by language',
    type: {
      slot: 'Slots',
      live_casino: 'Live casino',
      sports: 'Sports',
      lottery: 'Lottery',
      card_game: 'Card games',
      virtual_sport: 'Virtual sports',
      cockfight: 'Cockfighting',
      esport: 'Esports',
    },
    sync: {
      action: 'Sync from provider',
      title: 'Sync %{name} from the provider',
      explain:
        'Adds the games the provider offers that this site lacks (labelled New) and switches off the games it no longer offers. Names, labels and order you set are kept.',
      activate_new: 'Switch the new games on at once',
      confirm: 'Sync now',
      done: 'The provider offers %{offered} games: %{added} added, %{deactivated} switched off.',
    },
  },
  resources: {
    'game-types': {
      name: 'Game type |||| Game types',
      fields: { site_id: 'Site', gt_id: 'Type ID', name: 'Name', sort: 'Order in the hall', active: 'Shown' },
    },
    'game-providers': {
      name: 'Game provider |||| Game providers',
      fields: {
        id: 'ID',
        site_id: 'Site',
        gp_id: 'Provider code',
        q: 'Search code or name',
        name: 'Name',
        active: 'On',
        transfer_enabled: 'Transfers on',
        maintenance_start: 'Maintenance from',
        maintenance_end: 'Maintenance until',
        sort: 'Order',
      },
    },
    games: {
      name: 'Game |||| Games',
      fields: {
        id: 'ID',
        site_id: 'Site',
        gp_id: 'Provider code',
        gt_id: 'Game type',
        kind: 'Kind',
        q: 'Search code or name',
        game_code: 'Game code',
        names: 'Names',
        labels: 'Labels',
        support_device: 'Device',
        has_demo: 'Demo',
        active: 'On',
        sort: 'Order',
      },
    },
  },
};
