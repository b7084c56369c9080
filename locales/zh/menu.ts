export const menuTexts = {
  menu: {
    title: '菜单',
    branchFailed: '无法获取门店信息。请重试。',
    lastOrders: '你最近的订单',
    seeAll: '查看全部',
    seePrices: '查看价格',
    noResults: '未找到“{{search}}”的结果',
    leaveTitle: '不发送订单就离开吗？',
    leaveBody: '你添加的商品将会丢失，需要重新添加。',
    leaveConfirm: '是，离开',
    menuFailed: '无法加载菜单。',
    seeMore: '查看更多',
    previous: '上一个',
    next: '下一个',
    categories: '分类',
    recentProducts: '新品',
  },
};
