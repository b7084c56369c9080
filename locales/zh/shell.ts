import type { Catalogue } from '../catalogue';

export const shell = {
  common: {
    loading: '加载中…',
    retry: '重试',
    close: '关闭',
    back: '返回',
    cancel: '取消',
    notAvailableYet: '此版块暂未开放。',
  },
  app: {
    brandUnavailable: '无法加载品牌信息。请检查网络连接后重试。',
    screenUnavailable: '无法加载此页面。请检查网络连接后重试。',
    loadingBrand: '正在加载 {{appName}}',
  },
  shell: {
    nav: {
      label: '主导航',
      home: '首页',
      points: '积分',
      coupons: '优惠券',
      profile: '我的',
      qrCode: '二维码',
    },
    header: {
      sections: '栏目',
      tabHasNews: '（有新内容）',
    },
    search: {
      placeholder: '搜索...',
      label: '搜索',
      clear: '清除搜索',
    },
    password: {
      show: '显示密码',
      hide: '隐藏密码',
    },
    toasts: {
      label: '通知',
      tapToClose: '（点按关闭）',
      kind: {
        success: '完成',
        info: '提示',
        error: '错误',
        warning: '注意',
        loading: '加载中',
      },
    },
    pointsAvailable: '可用 {{points}}',
    fullMenu: '查看完整菜单',
    vatDisclaimer: '价格不含增值税',
  },
  flows: {
    title: '应用流程',
    intro: '高亮的状态是应用当前所处的状态。',
    machines: '状态机',
    drawing: '正在绘制图表…',
    activeNow: '当前：{{states}}',
    noActor: '没有运行中的角色',
  },
} satisfies Catalogue;
