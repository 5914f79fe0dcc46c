import { defineWidgetMessages } from '../../runtime/widget-sdk/widget-text.ts';

/** Texts of the rewards widget. */
export const rewardsText = defineWidgetMessages('rewards', {
  en: { points: '{{value}} pts', rank: 'Place {{rank}}', badges: 'Badges' },
  es: { points: '{{value}} pts', rank: 'Puesto {{rank}}', badges: 'Insignias' },
  pt: { points: '{{value}} pts', rank: 'Posição {{rank}}', badges: 'Emblemas' },
});
