export const qrScannerTexts = {
  qrScanner: {
    title: '选择餐桌',
    starting: '正在启动相机',
    resolving: '正在识别您的餐桌',
    retry: '重试',
    permissionTitle: '允许访问相机',
    permissionText: '我们需要访问您的相机来扫描二维码。',
    cancel: '取消',
    accept: '接受',
    cameraFailed: '无法访问相机，请检查权限。',
    cameraDenied: '相机访问已被阻止，请在浏览器权限中启用',
    notATable: '此二维码不属于任何餐桌',
    otherBranch: '此二维码不属于{{branch}}',
    flash: '闪光灯',
    switchCamera: '切换相机',
    cameraView: '相机画面',
  },
};
