// i18n-exempt-file: Spanish source content that the demo machine-translates (not UI chrome)
/**
 * What PROFILE_LANGUAGE_DEMO sends for bulk translation: content of the kind a brand writes (a welcome,
 * a promotion, dishes, an order notice), in Spanish, the source language. One has a number and a brand
 * name to show token protection at work.
 */
export const DEMO_TEXTS: readonly string[] = [
  'Bienvenido a nuestro restaurante, elegí tu sucursal y pedí desde la mesa.',
  'Sumá 10% en puntos en todas tus compras.',
  'Milanesa napolitana con papas fritas',
  'Flan casero con dulce de leche y crema',
  'Tu pedido está listo para retirar en el mostrador.',
];
