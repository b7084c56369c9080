export const orderRatingTexts = {
  orderRating: {
    title: '您在{{branch}}的体验如何？',
    thisBranch: '本店',
    starsLabel: '您的评分',
    stars_other: '{{count}} 颗星',
    textLabel: '分享您在店内的体验',
    submit: '发送',
    sent: '感谢您分享您的体验！',
    failed: '无法分享您的体验。请重试。',
  },
} as const;
