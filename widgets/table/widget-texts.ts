import { defineWidgetMessages } from '../../runtime/widget-sdk/widget-text.ts';

/**
 * Texts of the chart and table widgets in every UI language (the shared loading, empty and
 * error texts live with the shared states in widgets/placeholder).
 */
export const dataWidgetText = defineWidgetMessages('widgetData', {
  en: {
    loading: 'Loading data…',
    noChart: 'Nothing to chart',
    noChartHint: 'Set the x column and a measure (graph xkey and ykey) in the widget settings.',
    rowsOne: '{{formatted}} row',
    rowsOther: '{{formatted}} rows',
    capped: 'Showing the first {{shown}} of {{total}} rows.',
    other: 'Other',
    total: 'Total',
    sortAscending: 'sorted ascending',
    sortDescending: 'sorted descending',
    chartError: 'The chart could not be drawn: {{message}}',
    chartName: 'Chart',
    comparedColumn: '{{measure}} (comparison)',
    subtotal: 'Subtotal',
    pageOf: 'Page {{page}} of {{count}}',
    firstPage: 'First page',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    lastPage: 'Last page',
    rowsPerPage: 'Rows per page',
    pager: 'Pages',
  },
  es: {
    loading: 'Cargando datos…',
    noChart: 'Nada que graficar',
    noChartHint:
      'Defina la columna x y una medida (graph xkey y ykey) en la configuración del widget.',
    rowsOne: '{{formatted}} fila',
    rowsOther: '{{formatted}} filas',
    capped: 'Se muestran las primeras {{shown}} de {{total}} filas.',
    other: 'Otros',
    total: 'Total',
    sortAscending: 'orden ascendente',
    sortDescending: 'orden descendente',
    chartError: 'No se pudo dibujar el gráfico: {{message}}',
    chartName: 'Gráfico',
    comparedColumn: '{{measure}} (comparación)',
    subtotal: 'Subtotal',
    pageOf: 'Página {{page}} de {{count}}',
    firstPage: 'Primera página',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    lastPage: 'Última página',
    rowsPerPage: 'Filas por página',
    pager: 'Páginas',
  },
  pt: {
    loading: 'Carregando dados…',
    noChart: 'Nada para exibir no gráfico',
    noChartHint: 'Defina a coluna x e uma medida (graph xkey e ykey) nas configurações do widget.',
    rowsOne: '{{formatted}} linha',
    rowsOther: '{{formatted}} linhas',
    capped: 'Mostrando as primeiras {{shown}} de {{total}} linhas.',
    other: 'Outros',
    total: 'Total',
    sortAscending: 'ordem crescente',
    sortDescending: 'ordem decrescente',
    chartError: 'Não foi possível desenhar o gráfico: {{message}}',
    chartName: 'Gráfico',
    comparedColumn: '{{measure}} (comparação)',
    subtotal: 'Subtotal',
    pageOf: 'Página {{page}} de {{count}}',
    firstPage: 'Primeira página',
    previousPage: 'Página anterior',
    nextPage: 'Próxima página',
    lastPage: 'Última página',
    rowsPerPage: 'Linhas por página',
    pager: 'Páginas',
  },
});

/** "1 row" / "12,345 rows", the number in the UI language's digits. */
export function rowCountText(locale: string, count: number): string {
  const text = dataWidgetText(locale);
  const formatted = count.toLocaleString(locale);
  return count === 1 ? text('rowsOne', { formatted }) : text('rowsOther', { formatted });
}
