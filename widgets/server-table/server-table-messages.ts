import { defineWidgetMessages } from '../../runtime/widget-sdk/widget-text.ts';

/** Texts of the server-side query table in every UI language. */
export const serverTableText = defineWidgetMessages('serverTable', {
  en: {
    range: '{{first}}–{{last}} of {{total}} rows',
    previous: 'Previous page',
    next: 'Next page',
    filter: 'Filter {{column}}',
    loading: 'Loading rows…',
  },
  es: {
    range: '{{first}}–{{last}} de {{total}} filas',
    previous: 'Página anterior',
    next: 'Página siguiente',
    filter: 'Filtrar {{column}}',
    loading: 'Cargando filas…',
  },
  pt: {
    range: '{{first}}–{{last}} de {{total}} linhas',
    previous: 'Página anterior',
    next: 'Próxima página',
    filter: 'Filtrar {{column}}',
    loading: 'Carregando linhas…',
  },
});
