import { defineWidgetMessages } from '../../runtime/widget-sdk/widget-text.ts';

/** Texts every US map shares. */
export const usMapText = defineWidgetMessages('usMap', {
  en: { mapFailed: 'The map could not be drawn: {{message}}' },
  es: { mapFailed: 'No se pudo dibujar el mapa: {{message}}' },
  pt: { mapFailed: 'Não foi possível desenhar o mapa: {{message}}' },
});
