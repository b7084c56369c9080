import type { Catalogue } from '../catalogue';

export const shell = {
  common: {
    loading: 'Carregando…',
    retry: 'Tentar novamente',
    close: 'Fechar',
    back: 'Voltar',
    cancel: 'Cancelar',
    notAvailableYet: 'Esta seção ainda não está disponível.',
  },
  app: {
    brandUnavailable: 'Não foi possível carregar a marca. Verifique sua conexão e tente novamente.',
    screenUnavailable: 'Não foi possível carregar esta tela. Verifique sua conexão e tente novamente.',
    loadingBrand: 'Carregando {{appName}}',
  },
  shell: {
    nav: {
      label: 'Navegação principal',
      home: 'Início',
      points: 'Pontos',
      coupons: 'Cupons',
      profile: 'Perfil',
      qrCode: 'Código QR',
    },
    header: {
      sections: 'Seções',
      tabHasNews: '(novidades)',
    },
    search: {
      placeholder: 'Buscar...',
      label: 'Buscar',
      clear: 'Limpar busca',
    },
    password: {
      show: 'Mostrar senha',
      hide: 'Ocultar senha',
    },
    toasts: {
      label: 'Notificações',
      tapToClose: '(toque para fechar)',
      kind: {
        success: 'Pronto',
        info: 'Informação',
        error: 'Erro',
        warning: 'Atenção',
        loading: 'Carregando',
      },
    },
    pointsAvailable: '{{points}} disponíveis',
    fullMenu: 'Ver cardápio completo',
    vatDisclaimer: 'Os preços não incluem IVA',
  },
  flows: {
    title: 'Fluxos do app',
    intro: 'Os estados destacados são os que o app está usando agora.',
    machines: 'Máquinas',
    drawing: 'Desenhando o diagrama…',
    activeNow: 'Agora: {{states}}',
    noActor: 'Nenhum ator em execução',
  },
} satisfies Catalogue;
