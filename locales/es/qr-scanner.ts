/** ordering.md: the qr-scanner texts (issue 12). Top-level key: qrScanner. */
export const qrScannerTexts = { qrScanner: {} } as const;
