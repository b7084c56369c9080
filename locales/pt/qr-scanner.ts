export const qrScannerTexts = {
  qrScanner: {
    title: 'Seleção de mesa',
    starting: 'Iniciando a câmera',
    resolving: 'Identificando sua mesa',
    retry: 'Tentar novamente',
    permissionTitle: 'Permitir acesso à câmera',
    permissionText: 'Precisamos de acesso à sua câmera para escanear o código QR.',
    cancel: 'Cancelar',
    accept: 'Aceitar',
    cameraFailed: 'Não foi possível acessar a câmera, verifique as permissões.',
    cameraDenied: 'O acesso à câmera foi bloqueado, habilite-o nas permissões do navegador',
    notATable: 'Este código QR não pertence a uma mesa',
    otherBranch: 'Este código QR não pertence a {{branch}}',
    flash: 'Flash',
    switchCamera: 'Trocar câmera',
    cameraView: 'Imagem da câmera',
  },
};
