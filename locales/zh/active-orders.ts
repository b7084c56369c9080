/** ordering.md: the activeOrders texts in zh (issue 13); same keys as locales/es/active-orders.ts. */
export const activeOrdersTexts = {
  activeOrders: {
    carouselLabel: '进行中的订单',
    slideLabel: '第 {{position}} 个订单，共 {{total}} 个',
    title: '进行中的订单',
    purchase: '订单号：#{{idOrder}}',
    total: '合计',
    showItems: '查看订单',
    quantity: '数量：{{quantity}}',
    noItems: '无法显示此订单的商品。',
    track: '跟踪订单',
    contact: '联系门店',
    status: {
      preparing: '您的订单正在准备中',
      onTheWay: '您的订单正在配送中',
      delivered: '您的订单已送达',
      other: '配送中',
    },
    pickUp: '取餐时间：{{date}} - {{time}}',
    pickUpAtBranch: '到店自取',
    table: '桌号：{{mesa}}',
    confirmControl: '确认已收到订单 #{{idOrder}}',
    confirmTitle: '您是否已顺利收到订单？',
    cancel: '取消',
    accept: '确定',
    confirmFailed: '无法确认收货，请重试。',
  },
} as const;
