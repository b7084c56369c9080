export const menuTexts = {
  menu: {
    title: 'Cardápio',
    branchFailed: 'Não foi possível obter as informações da unidade. Por favor, tente novamente.',
    lastOrders: 'Seus últimos pedidos',
    seeAll: 'Ver tudo',
    seePrices: 'Ver preços',
    noResults: 'Nenhum resultado encontrado para "{{search}}"',
    leaveTitle: 'Sair sem enviar o pedido?',
    leaveBody: 'Os itens que você adicionou serão perdidos e você terá que adicioná-los novamente.',
    leaveConfirm: 'Sim, sair',
    menuFailed: 'Não foi possível carregar o cardápio.',
    seeMore: 'Ver mais',
    previous: 'Anterior',
    next: 'Próximo',
    categories: 'Categorias',
    recentProducts: 'Novidades',
  },
};
