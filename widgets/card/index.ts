import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { CardWidget } from './CardWidget.tsx';

export { CardWidget } from './CardWidget.tsx';
export {
  buildCardModel,
  deriveCards,
  widgetCards,
  type CardModel,
  type CardVariant,
} from './card-model.ts';

/** KPI cards: simple, trend and trend comparison (params.card.cards). */
const card: WidgetTypeDefinition = {
  type: 'card',
  classbase: ['card'],
  specNames: ['cards (simple)', 'cards (trend)', 'cards (trend comparison)'],
  label: 'KPI cards',
  needsData: true,
  paramsSchema: {
    type: 'object',
    properties: {
      card: paramsRef('/properties/card'),
      slider: paramsRef('/properties/slider'),
      comparisonPeriod: paramsRef('/properties/comparisonPeriod'),
      placeholder: paramsRef('/properties/placeholder'),
    },
  },
  uiSchema: {
    'ui:order': ['card', 'slider', 'comparisonPeriod', 'placeholder'],
    card: {
      cards: {
        items: {
          'ui:order': [
            'title',
            'field',
            'format',
            'compare_field',
            'goal',
            'icon',
            'color',
            'description',
          ],
          field: { 'ui:widget': 'column' },
          compare_field: { 'ui:widget': 'column' },
          color: { 'ui:widget': 'colorSwatches' },
        },
      },
    },
    slider: {
      'ui:title': 'Factor slider',
      factor: { 'ui:widget': 'factorSlider' },
    },
  },
  defaults: { card: { cards: [] } },
  Component: CardWidget,
};

export default card;
