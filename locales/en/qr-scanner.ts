export const qrScannerTexts = {
  qrScanner: {
    title: 'Table selection',
    starting: 'Starting camera',
    resolving: 'Identifying your table',
    retry: 'Try again',
    permissionTitle: 'Allow camera access',
    permissionText: 'We need access to your camera to scan the QR code.',
    cancel: 'Cancel',
    accept: 'Accept',
    cameraFailed: 'The camera could not be accessed, please check the permissions.',
    cameraDenied: 'Camera access was blocked, please enable it in the browser permissions',
    notATable: 'This QR code does not belong to a table',
    otherBranch: 'This QR code does not belong to {{branch}}',
    flash: 'Flash',
    switchCamera: 'Switch camera',
    cameraView: 'Camera picture',
  },
};
