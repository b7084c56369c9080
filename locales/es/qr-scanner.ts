/** ordering.md: the qr-scanner texts (issue 12). Top-level key: qrScanner. */
export const qrScannerTexts = {
  qrScanner: {
    title: 'Selección de mesa',
    starting: 'Iniciando Camara',
    resolving: 'Identificando tu mesa',
    retry: 'Reintentar',
    permissionTitle: 'Permitir acceso a la cámara',
    permissionText: 'Necesitamos acceso a tu cámara para escanear el código QR.',
    cancel: 'Cancelar',
    accept: 'Aceptar',
    cameraFailed: 'No se pudo acceder a la cámara, verifique los permisos.',
    cameraDenied:
      'El acceso a la cámara fue bloqueado, por favor habilítelo desde los permisos del navegador',
    notATable: 'Este codigo QR no pertenece a una mesa',
    otherBranch: 'Este codigo QR no pertenece a {{branch}}',
    flash: 'Flash',
    switchCamera: 'Cambiar cámara',
    cameraView: 'Imagen de la cámara',
  },
} as const;
