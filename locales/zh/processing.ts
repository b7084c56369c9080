export const processingTexts = {
  processing: {
    working: '我们正在处理你的付款/订单',
    attempt: '第 {{attempt}} 次尝试，共 3 次',
    cancel: '取消订单',
    successTitle: '你的订单已发送',
    successText: '店铺已收到你的订单，将开始准备商品。',
    failedTitle: '无法处理你的付款/订单',
    verifyAgain: '重新验证',
    viewOrder: '查看订单',
  },
};
