import { defineWidgetMessages } from '../../runtime/widget-sdk/widget-text.ts';

/** Texts of the markdown widget. */
export const markdownText = defineWidgetMessages('markdown', {
  en: {
    empty: 'Nothing written yet',
    emptyHint: 'Write the text of this widget in its settings (Markdown).',
    more: 'More',
    fullText: 'Full text',
  },
  es: {
    empty: 'Todavía no hay texto',
    emptyHint: 'Escribe el texto de este widget en su configuración (Markdown).',
    more: 'Más',
    fullText: 'Texto completo',
  },
  pt: {
    empty: 'Ainda não há texto',
    emptyHint: 'Escreva o texto deste widget nas configurações (Markdown).',
    more: 'Mais',
    fullText: 'Texto completo',
  },
});
