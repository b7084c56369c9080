/** ordering.md: the menu texts (issue 11). Top-level key: menu. */
export const menuTexts = {
  menu: {
    title: 'Menú',
    branchFailed: 'No se pudo obtener la información de la sucursal. Por favor, inténtalo de nuevo.',
    lastOrders: 'Tus últimos pedidos',
    seeAll: 'Ver todo',
    seePrices: 'Ver Precios',
    noResults: 'No se encontraron resultados para "{{search}}"',
    leaveTitle: '¿Queres salir sin enviar el pedido?',
    leaveBody: 'Los pedidos que agregaste se perderán y deberás agregarlos nuevamente.',
    leaveConfirm: 'Si, salir',
    // Not worded by the spec (docs/ordering-menu.md "Texts the spec does not give"); recentProducts: the branch
    // home's recent-products section (the catalogue's latest additions, not the diner's orders).
    menuFailed: 'No se pudo cargar el menú.',
    seeMore: 'Ver más',
    previous: 'Anterior',
    next: 'Siguiente',
    categories: 'Categorías',
    recentProducts: 'Novedades',
  },
} as const;
