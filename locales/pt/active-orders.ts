/** ordering.md: the activeOrders texts in pt (issue 13); same keys as locales/es/active-orders.ts. */
export const activeOrdersTexts = {
  activeOrders: {
    carouselLabel: 'Pedidos ativos',
    slideLabel: 'Pedido {{position}} de {{total}}',
    title: 'Pedido ativo',
    purchase: 'Compra: #{{idOrder}}',
    total: 'Total',
    showItems: 'Ver pedido',
    quantity: 'Quantidade: {{quantity}}',
    noItems: 'Não foi possível mostrar os produtos deste pedido.',
    track: 'Acompanhe seu pedido',
    contact: 'Fale com a loja',
    status: {
      preparing: 'Seu pedido está em preparação',
      onTheWay: 'Seu pedido está a caminho',
      delivered: 'Seu pedido foi entregue',
      other: 'a caminho',
    },
    pickUp: 'Horário de retirada: {{date}} - {{time}}',
    pickUpAtBranch: 'Retirada na loja',
    table: 'Mesa: {{mesa}}',
    confirmControl: 'Confirmar o recebimento do pedido #{{idOrder}}',
    confirmTitle: 'Você recebeu seu pedido corretamente?',
    cancel: 'Cancelar',
    accept: 'Aceitar',
    confirmFailed: 'Não foi possível confirmar o recebimento do seu pedido. Tente novamente.',
  },
} as const;
