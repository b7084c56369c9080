/** Placeholder until the address helper's screen lands (issue 12). */
export function AddressListScreen() {
  return null;
}
