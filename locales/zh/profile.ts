import type { Catalogue } from '../catalogue';

export const profile = {
  profile: {
    guestWelcome: '欢迎来到 {{appName}}！',
    signInWith: '使用 {{provider}} 登录',
    greeting: '你好，{{name}}！',
    languageTitle: '当前语言',
    changeLanguage: '切换语言',
    languageContentNote: '菜单和品牌文字会自动翻译。',
    languageNoEngineNote: '在此语言下，菜单和品牌文字以西班牙语显示。',
    languageDemoLink: '翻译演示',
    linksLabel: '我的账户',
    orders: '订单',
    terms: '条款和条件',
    privacy: '隐私政策',
    help: '帮助',
    logOut: '退出登录',
    logOutConfirm: '确定要退出登录吗？',
  },
  languageDemo: {
    title: '翻译演示',
    intro: '使用机器翻译服务，一次性将示例文字翻译成当前语言。',
    sourceHeading: '示例文字（西班牙语）',
    resultHeading: '译文',
    translate: '翻译文字',
    translating: '正在翻译…',
    succeeded: '文字翻译成功',
    failed: '翻译文字时出错',
    pickLanguage: '请在个人资料中选择其他语言以查看译文。',
    offline: '离线：仅显示已保存的译文。',
    telemetryConsent: '分享匿名翻译统计数据',
  },
} satisfies Catalogue;
