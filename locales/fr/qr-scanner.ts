export const qrScannerTexts = {
  qrScanner: {
    title: 'Choix de la table',
    starting: 'Démarrage de la caméra',
    resolving: 'Identification de votre table',
    retry: 'Réessayer',
    permissionTitle: 'Autoriser l’accès à la caméra',
    permissionText: 'Nous avons besoin d’accéder à votre caméra pour scanner le code QR.',
    cancel: 'Annuler',
    accept: 'Accepter',
    cameraFailed: 'Impossible d’accéder à la caméra, vérifiez les autorisations.',
    cameraDenied: 'L’accès à la caméra a été bloqué, veuillez l’autoriser dans les paramètres du navigateur',
    notATable: 'Ce code QR n’appartient à aucune table',
    otherBranch: 'Ce code QR n’appartient pas à {{branch}}',
    flash: 'Flash',
    switchCamera: 'Changer de caméra',
    cameraView: 'Image de la caméra',
  },
};
