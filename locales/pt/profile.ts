import type { Catalogue } from '../catalogue';

export const profile = {
  profile: {
    guestWelcome: 'Boas-vindas ao {{appName}}!',
    signInWith: 'Entrar com {{provider}}',
    greeting: 'Olá, {{name}}!',
    languageTitle: 'Idioma atual',
    changeLanguage: 'Mudar idioma',
    languageContentNote: 'Os cardápios e textos da marca são traduzidos automaticamente.',
    languageNoEngineNote: 'Os cardápios e textos da marca aparecem em espanhol neste idioma.',
    languageDemoLink: 'Demo de tradução',
    linksLabel: 'Minha conta',
    orders: 'Pedidos',
    terms: 'Termos e condições',
    privacy: 'Política de privacidade',
    help: 'Ajuda',
    logOut: 'Sair',
    logOutConfirm: 'Deseja sair da sua conta?',
  },
  languageDemo: {
    title: 'Demo de tradução',
    intro: 'Traduz de uma vez os textos de exemplo para o idioma atual com o serviço de tradução automática.',
    sourceHeading: 'Textos de exemplo (espanhol)',
    resultHeading: 'Tradução',
    translate: 'Traduzir textos',
    translating: 'Traduzindo…',
    succeeded: 'Textos traduzidos com sucesso',
    failed: 'Erro ao traduzir os textos',
    pickLanguage: 'Escolha outro idioma no seu perfil para ver a tradução.',
    offline: 'Sem conexão: só aparecem as traduções salvas.',
    telemetryConsent: 'Compartilhar métricas anônimas de tradução',
  },
} satisfies Catalogue;
