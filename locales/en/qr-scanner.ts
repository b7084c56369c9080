export const qrScannerTexts = { qrScanner: {} };
