/**
 * Fixed 24-hex ids for catalogue seed rows: a common prefix, a 2-hex kind and a 6-hex counter, so
 * ids are stable across databases and never collide with the accounts seed (`…a6b7c8xx`, `…d0xx`).
 */
export const KIND = {
  branch: 0x10,
  systemOptions: 0x11,
  category: 0x20,
  subcategory: 0x21,
  product: 0x30,
  optionGroup: 0x31,
  option: 0x32,
  story: 0x40,
  banner: 0x41,
} as const;

export function seedId(kind: number, n: number): string {
  return `64b7f0a1c2d3e4f5${kind.toString(16).padStart(2, '0')}${n.toString(16).padStart(6, '0')}`;
}

/** Local image URLs drawn by server/static/catalogue-images.ts: `/static/catalogue/{theme}/{slug}.svg`. */
export const catalogueImage = (theme: string, slug: string) => `/static/catalogue/${theme}/${slug}.svg`;
