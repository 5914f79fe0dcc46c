import { defineWidgetMessages } from '../../runtime/widget-sdk/widget-text.ts';

/** Texts of the gauge widget. */
export const gaugeText = defineWidgetMessages('gauge', {
  en: {
    noValue: 'No value to show',
    noValueHint: 'The query returned no number in the column "{{field}}".',
    target: 'Target {{value}}',
    label: '{{value}} of {{max}}',
  },
  es: {
    noValue: 'No hay un valor que mostrar',
    noValueHint: 'La consulta no devolvió un número en la columna "{{field}}".',
    target: 'Objetivo {{value}}',
    label: '{{value}} de {{max}}',
  },
  pt: {
    noValue: 'Nenhum valor para mostrar',
    noValueHint: 'A consulta não retornou um número na coluna "{{field}}".',
    target: 'Meta {{value}}',
    label: '{{value}} de {{max}}',
  },
});
