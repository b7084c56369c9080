export const paymentTexts = {
  payment: {
    starting: '正在开始验证付款...',
    noPaymentId: '未找到要验证的付款 ID',
    insufficientData: '无法验证：数据不足',
    verifying: '正在验证付款（第 {{attempt}} 次，共 3 次）...',
    verified: '付款验证成功',
    retrying: '{{seconds, number}} 秒后重试...',
    exhausted: '重试次数已用完。您可以手动验证或返回您的订单。',
    timedOut: '已超过最长等待时间。',
    manualStarting: '正在开始手动验证...',
    manualNoPaymentId: '没有可手动验证的付款 ID',
  },
};
