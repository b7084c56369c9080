export const qrScannerTexts = {
  qrScanner: {
    title: 'Tischauswahl',
    starting: 'Kamera wird gestartet',
    resolving: 'Dein Tisch wird erkannt',
    retry: 'Erneut versuchen',
    permissionTitle: 'Kamerazugriff erlauben',
    permissionText: 'Wir brauchen Zugriff auf deine Kamera, um den QR-Code zu scannen.',
    cancel: 'Abbrechen',
    accept: 'Akzeptieren',
    cameraFailed: 'Auf die Kamera konnte nicht zugegriffen werden, bitte prüfe die Berechtigungen.',
    cameraDenied: 'Der Kamerazugriff wurde blockiert, bitte erlaube ihn in den Browser-Berechtigungen',
    notATable: 'Dieser QR-Code gehört zu keinem Tisch',
    otherBranch: 'Dieser QR-Code gehört nicht zu {{branch}}',
    flash: 'Blitz',
    switchCamera: 'Kamera wechseln',
    cameraView: 'Kamerabild',
  },
};
