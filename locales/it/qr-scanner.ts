export const qrScannerTexts = {
  qrScanner: {
    title: 'Selezione del tavolo',
    starting: 'Avvio della fotocamera',
    resolving: 'Stiamo identificando il tuo tavolo',
    retry: 'Riprova',
    permissionTitle: 'Consenti l’accesso alla fotocamera',
    permissionText: 'Abbiamo bisogno di accedere alla fotocamera per scansionare il codice QR.',
    cancel: 'Annulla',
    accept: 'Accetta',
    cameraFailed: 'Impossibile accedere alla fotocamera, verifica le autorizzazioni.',
    cameraDenied: 'L’accesso alla fotocamera è stato bloccato, abilitalo dalle autorizzazioni del browser',
    notATable: 'Questo codice QR non appartiene a un tavolo',
    otherBranch: 'Questo codice QR non appartiene a {{branch}}',
    flash: 'Flash',
    switchCamera: 'Cambia fotocamera',
    cameraView: 'Immagine della fotocamera',
  },
};
