import { defineWidgetMessages } from '../../runtime/widget-sdk/widget-text.ts';

/** Texts of the iframe widget. */
export const iframeText = defineWidgetMessages('iframe', {
  en: {
    loading: 'Loading page…',
    missing: 'No page set',
    missingHint: 'Enter the address of the page to show in the widget settings.',
    invalid: 'This address cannot be shown',
    invalidHint: 'Only http and https pages can be embedded: {{url}}',
    blocked: 'This page cannot be shown here',
    blockedHint: 'Pages of {{origin}} are not on the list of sites this dashboard may embed.',
    openInTab: 'Open in a new tab',
  },
  es: {
    loading: 'Cargando la página…',
    missing: 'No hay una página definida',
    missingHint: 'Indica la dirección de la página a mostrar en la configuración del widget.',
    invalid: 'Esta dirección no se puede mostrar',
    invalidHint: 'Solo se pueden incrustar páginas http y https: {{url}}',
    blocked: 'Esta página no se puede mostrar aquí',
    blockedHint:
      'Las páginas de {{origin}} no están en la lista de sitios que este tablero puede incrustar.',
    openInTab: 'Abrir en una pestaña nueva',
  },
  pt: {
    loading: 'Carregando a página…',
    missing: 'Nenhuma página definida',
    missingHint: 'Informe o endereço da página a mostrar nas configurações do widget.',
    invalid: 'Este endereço não pode ser mostrado',
    invalidHint: 'Só é possível incorporar páginas http e https: {{url}}',
    blocked: 'Esta página não pode ser mostrada aqui',
    blockedHint:
      'As páginas de {{origin}} não estão na lista de sites que este painel pode incorporar.',
    openInTab: 'Abrir em uma nova aba',
  },
});
