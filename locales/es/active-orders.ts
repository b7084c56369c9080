/** ordering.md: the activeOrders texts (issue 13). Top-level key: activeOrders. §2 "Active order card", §4 "Active orders" (card, carousel, confirm receipt). */
export const activeOrdersTexts = {
  activeOrders: {
    carouselLabel: 'Pedidos activos',
    slideLabel: 'Pedido {{position}} de {{total}}',
    title: 'Pedido Activo',
    purchase: 'Compra: #{{idOrder}}',
    total: 'Total',
    showItems: 'Ver pedido',
    quantity: 'Cantidad: {{quantity}}',
    noItems: 'No se pudieron mostrar los productos de este pedido.',
    track: 'Seguí tu pedido',
    contact: 'Contacta con la sucursal',
    status: {
      preparing: 'Tu pedido está en preparación',
      onTheWay: 'Tu pedido está en camino',
      delivered: 'Tu pedido ha sido entregado',
      other: 'en camino',
    },
    pickUp: 'Horario de retiro: {{date}} - {{time}}',
    pickUpAtBranch: 'Retira por el local',
    table: 'Mesa: {{mesa}}',
    confirmControl: 'Confirmar la recepción del pedido #{{idOrder}}',
    confirmTitle: '¿Recibiste tu pedido correctamente?',
    cancel: 'Cancelar',
    accept: 'Aceptar',
    confirmFailed: 'No se pudo confirmar la recepción de tu pedido. Por favor, inténtalo de nuevo.',
  },
} as const;
