/** ordering.md: the checkout texts (issue 12), pt. Top-level key: checkout. */
export const checkoutTexts = {
  checkout: {
    title: 'Meu pedido',
    consumeType: 'Tipo de pedido',
    types: {
      local: 'Comer aqui',
      takeaway: 'Para levar',
      delivery: 'Entrega',
    },
    change: 'Alterar',
    scanQr: 'Escanear QR',
    changeAddress: 'Alterar endereço',
    chooseAddress: 'Escolher um endereço de entrega',
    table: 'Mesa {{table}}',
    address: 'Endereço de entrega',
    deliveryOption: 'Opção de entrega',
    deliveryOptionValue: '{{tipo}}: {{amount}}',
    pickUp: {
      label: 'Horário de retirada',
      note: 'Lembre-se de que pode haver atrasos nos horários de maior movimento no local.',
      tooSoon: 'O horário deve ser pelo menos 15 minutos depois de agora',
      noSchedule: 'Horário indisponível',
      outsideSchedule: 'O horário escolhido está fora do horário de funcionamento ({{open}} - {{close}})',
    },
    validity: {
      consumeType: 'Você deve escolher um tipo de pedido',
      table: 'Você deve informar sua mesa',
      pickUpTime: 'Você deve escolher um horário de retirada',
      address: 'Você deve escolher um endereço de entrega',
      deliveryOption: 'Você deve escolher uma opção de entrega',
      minimum: 'O pedido não atinge o mínimo para entrega',
    },
    payment: {
      title: 'Forma de pagamento',
      points: 'Pontos',
      venue: 'Pagamento no local',
      coordinate: 'A combinar',
    },
    totals: {
      title: 'Resumo',
      subtotal: 'Subtotal',
      shipping: 'Custo de envio',
      shippingDiscount: 'Desconto no envio',
      pointsDiscount: 'Desconto em pontos',
      total: 'Total a pagar',
      quoting: 'Verificando preços…',
      retry: 'Tentar novamente',
      failed: 'Não conseguimos verificar os preços do seu pedido. Verifique sua conexão e tente novamente.',
    },
    changes: {
      pricesTitle:
        'Alguns preços mudaram desde que você montou seu pedido. O total a pagar já tem os novos preços.',
      priceChanged: 'Antes {{before}}, agora {{after}}',
      withdrawnTitle:
        'Alguns produtos não estão mais disponíveis. Remova-os do seu pedido para poder enviá-lo.',
      withdrawn: 'Não está mais disponível',
      withdrawnUpsell: 'Não está mais disponível. Remova-o em “Meu pedido”.',
      remove: 'Remover',
      removeLabel: 'Remover {{name}} do pedido',
    },
    send: 'Enviar pedido',
    unavailable: 'Indisponível',
    cannotOrder: 'Desculpe, no momento você não pode fazer pedidos.',
    noConsumeOptions: 'Não há tipos de pedido disponíveis para este local.',
    banner: {
      minimum: 'Faltam {{amount}} para atingir o mínimo para entrega',
      freeShipping: 'Adicione mais {{amount}} para ganhar frete grátis',
      congratulations: 'Parabéns! Seu pedido tem frete grátis',
    },
    guest: {
      promo:
        'Este benefício é só para você! 🎁 Cadastre-se antes de pagar e receba {{amount}} em pontos com exclusividade.',
      modalTitle: 'Melhore sua experiência!',
      register: 'Cadastrar-me com {{provider}}',
      continue: 'Continuar sem me cadastrar',
    },
  },
};
