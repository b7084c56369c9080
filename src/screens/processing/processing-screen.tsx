/** Placeholder until the sendOrder helper's screen lands (issue 12). */
export function ProcessingScreen() {
  return null;
}
