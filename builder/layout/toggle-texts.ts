/**
 * The one text of the dashboard editor the viewer bundle needs: its "Edit dashboard" toggle
 * (shown only to users who may edit). The editor's other texts load with it (texts.ts).
 */
import { registerTranslations } from '../../runtime/app/i18n/index.ts';

/** Namespace of the editor's texts: `useTranslation(LAYOUT_NS)`. */
export const LAYOUT_NS = 'layoutEditor';

registerTranslations(LAYOUT_NS, {
  en: { toggle: { edit: 'Edit dashboard' } },
  es: { toggle: { edit: 'Editar tablero' } },
  pt: { toggle: { edit: 'Editar painel' } },
});
