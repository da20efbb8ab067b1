/** 游戏目录页面（issue 13）：中文。 */
export const zhGames = {
  app: {
    label: { hot: '热门', new: '最新', slot: '老虎机' },
    kind: { lobby: '大厅入口', game: '游戏' },
    device: { '0': '电脑和手机', '1': '电脑', '2': '手机' },
    maintenance_hint: '维护时段需同时填写开始和结束，或同时清空。维护期间会员无法进入其游戏。',
    names: '各语言名称',
    type: {
      slot: '电子',
      live_casino: '真人视讯',
      sports: '体育',
      lottery: '彩票',
      card_game: '棋牌',
      virtual_sport: '虚拟体育',
      cockfight: '斗鸡',
      esport: '电竞',
    },
    sync: {
      action: '从厂商同步',
      title: '从厂商同步 %{name}',
      explain:
        '添加厂商提供而本站尚无的游戏（标记为最新），并关闭厂商已不再提供的游戏。您设置的名称、标签和排序保持不变。',
      activate_new: '立即开启新游戏',
      confirm: '立即同步',
      done: '厂商提供 %{offered} 款游戏：新增 %{added} 款，关闭 %{deactivated} 款。',
    },
  },
  resources: {
    'game-types': {
      name: '游戏类型 |||| 游戏类型',
      fields: { site_id: '站点', gt_id: '类型编号', name: '名称', sort: '大厅排序', active: '显示' },
    },
    'game-providers': {
      name: '游戏厂商 |||| 游戏厂商',
      fields: {
        id: 'ID',
        site_id: '站点',
        gp_id: '厂商代码',
        q: '搜索代码或名称',
        name: '名称',
        active: '启用',
        transfer_enabled: '允许转账',
        maintenance_start: '维护开始',
        maintenance_end: '维护结束',
        sort: '排序',
      },
    },
    games: {
      name: '游戏 |||| 游戏',
      fields: {
        id: 'ID',
        site_id: '站点',
        gp_id: '厂商代码',
        gt_id: '游戏类型',
        kind: '类别',
        q: '搜索代码或名称',
        game_code: '游戏代码',
        names: '名称',
        labels: '标签',
        support_device: '设备',
        has_demo: '试玩',
        active: '启用',
        sort: '排序',
      },
    },
  },
};
