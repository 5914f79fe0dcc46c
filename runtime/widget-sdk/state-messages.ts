import { defineWidgetMessages } from './widget-text.ts';

/** Texts of the shared loading, empty, error and placeholder states. */
export const stateText = defineWidgetMessages('widgetStates', {
  en: {
    loading: 'Loading…',
    empty: 'No data to show',
    emptyHint: 'The query returned no rows for the current filters.',
    // widget-layer §8: the warning shown when a load fails without a server message.
    error: 'Unable to load the data',
    retry: 'Try again',
    placeholder: 'This widget has no content yet',
    placeholderHint: 'Open its settings to pick a widget type and a data source.',
    unknownType: 'Widget type "{{classbase}}" is not available in this version.',
  },
  es: {
    loading: 'Cargando…',
    empty: 'No hay datos para mostrar',
    emptyHint: 'La consulta no devolvió filas con los filtros actuales.',
    error: 'No se pudieron cargar los datos',
    retry: 'Reintentar',
    placeholder: 'Este widget todavía no tiene contenido',
    placeholderHint: 'Abre su configuración para elegir un tipo de widget y una fuente de datos.',
    unknownType: 'El tipo de widget "{{classbase}}" no está disponible en esta versión.',
  },
  pt: {
    loading: 'Carregando…',
    empty: 'Não há dados para mostrar',
    emptyHint: 'A consulta não retornou linhas com os filtros atuais.',
    error: 'Não foi possível carregar os dados',
    retry: 'Tentar novamente',
    placeholder: 'Este widget ainda não tem conteúdo',
    placeholderHint: 'Abra as configurações para escolher um tipo de widget e uma fonte de dados.',
    unknownType: 'O tipo de widget "{{classbase}}" não está disponível nesta versão.',
  },
});
