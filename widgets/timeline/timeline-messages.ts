import { defineWidgetMessages } from '../../runtime/widget-sdk/widget-text.ts';

/** Texts of the timeline widget. */
export const timelineText = defineWidgetMessages('timeline', {
  en: {
    events: '{{count}} events',
    noDates: 'No dated events',
    noDatesHint: 'No row has a date in the column "{{field}}".',
  },
  es: {
    events: '{{count}} eventos',
    noDates: 'No hay eventos con fecha',
    noDatesHint: 'Ninguna fila tiene una fecha en la columna "{{field}}".',
  },
  pt: {
    events: '{{count}} eventos',
    noDates: 'Nenhum evento com data',
    noDatesHint: 'Nenhuma linha tem uma data na coluna "{{field}}".',
  },
});
