/** Placeholder until the qrScanner helper's screen lands (issue 12). */
export function SelectTableScreen() {
  return null;
}
