import { defineWidgetMessages } from '../../runtime/widget-sdk/widget-text.ts';

/** Texts of the select table. */
export const selectTableText = defineWidgetMessages('selectTable', {
  en: {
    hint: 'Click a row to filter the dashboard',
    selected: '{{count}} selected: click it again or × on its chip to remove the filter',
    unavailable: 'This dashboard has no “{{field}}” filter: rows cannot be selected.',
  },
  es: {
    hint: 'Haz clic en una fila para filtrar el tablero',
    selected:
      '{{count}} seleccionada(s): haz clic de nuevo o en la × de su etiqueta para quitar el filtro',
    unavailable: 'Este tablero no tiene el filtro «{{field}}»: no se pueden seleccionar filas.',
  },
  pt: {
    hint: 'Clique em uma linha para filtrar o painel',
    selected: '{{count}} selecionada(s): clique de novo ou no × da etiqueta para remover o filtro',
    unavailable: 'Este painel não tem o filtro “{{field}}”: as linhas não podem ser selecionadas.',
  },
});
