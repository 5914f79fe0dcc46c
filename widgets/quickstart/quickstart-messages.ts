import { defineWidgetMessages } from '../../runtime/widget-sdk/widget-text.ts';

/** Texts of the quickstart widget. */
export const quickstartText = defineWidgetMessages('quickstart', {
  en: {
    progress: '{{done}} of {{total}} done',
    complete: 'All done: you know your way around.',
    open: 'Open',
    noItems: 'No checklist items',
    noItemsHint: 'Add items to the checklist in the widget settings.',
    saveFailed: 'Your progress could not be saved: {{message}}',
  },
  es: {
    progress: '{{done}} de {{total}} hechos',
    complete: 'Todo hecho: ya conoces la aplicación.',
    open: 'Abrir',
    noItems: 'La lista no tiene elementos',
    noItemsHint: 'Añade elementos a la lista en la configuración del widget.',
    saveFailed: 'No se pudo guardar tu progreso: {{message}}',
  },
  pt: {
    progress: '{{done}} de {{total}} concluídos',
    complete: 'Tudo concluído: você já conhece o aplicativo.',
    open: 'Abrir',
    noItems: 'A lista não tem itens',
    noItemsHint: 'Adicione itens à lista nas configurações do widget.',
    saveFailed: 'Não foi possível salvar seu progresso: {{message}}',
  },
});
