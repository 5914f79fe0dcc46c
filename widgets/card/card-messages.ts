import { defineWidgetMessages } from '../../runtime/widget-sdk/widget-text.ts';

/** Texts of the card widget. */
export const cardText = defineWidgetMessages('card', {
  en: {
    vs: 'vs {{value}}',
    asOf: 'as of {{date}}',
    comparedWith: 'Compared with {{range}}',
    changeUp: 'Up {{percent}} from {{previous}}',
    changeDown: 'Down {{percent}} from {{previous}}',
    unchanged: 'Unchanged from {{previous}}',
    ofGoal: '{{ratio}} of goal',
    goal: 'Goal {{goal}}',
    goalReached: 'Goal reached',
    trend: 'Trend of {{title}}, {{count}} points',
    factor: 'Factor',
    noCards: 'No values to show',
    noCardsHint: 'The query has no numeric columns; pick the card fields in the settings.',
  },
  es: {
    vs: 'vs {{value}}',
    asOf: 'al {{date}}',
    comparedWith: 'Comparado con {{range}}',
    changeUp: 'Sube {{percent}} desde {{previous}}',
    changeDown: 'Baja {{percent}} desde {{previous}}',
    unchanged: 'Sin cambios desde {{previous}}',
    ofGoal: '{{ratio}} de la meta',
    goal: 'Meta {{goal}}',
    goalReached: 'Meta alcanzada',
    trend: 'Tendencia de {{title}}, {{count}} puntos',
    factor: 'Factor',
    noCards: 'No hay valores para mostrar',
    noCardsHint:
      'La consulta no tiene columnas numéricas; elige los campos de las tarjetas en la configuración.',
  },
  pt: {
    vs: 'vs {{value}}',
    asOf: 'em {{date}}',
    comparedWith: 'Comparado com {{range}}',
    changeUp: 'Alta de {{percent}} desde {{previous}}',
    changeDown: 'Queda de {{percent}} desde {{previous}}',
    unchanged: 'Sem mudança desde {{previous}}',
    ofGoal: '{{ratio}} da meta',
    goal: 'Meta {{goal}}',
    goalReached: 'Meta atingida',
    trend: 'Tendência de {{title}}, {{count}} pontos',
    factor: 'Fator',
    noCards: 'Não há valores para mostrar',
    noCardsHint:
      'A consulta não tem colunas numéricas; escolha os campos dos cartões nas configurações.',
  },
});
