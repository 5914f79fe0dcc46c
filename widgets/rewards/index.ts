import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { RewardsWidget } from './RewardsWidget.tsx';

/** A points and badges leaderboard (params.rewards). */
const rewards: WidgetTypeDefinition = {
  type: 'rewards',
  classbase: ['rewards'],
  specNames: ['rewards'],
  label: 'Rewards leaderboard',
  needsData: true,
  paramsSchema: {
    type: 'object',
    properties: {
      rewards: paramsRef('/properties/rewards'),
      placeholder: paramsRef('/properties/placeholder'),
    },
  },
  uiSchema: {
    'ui:order': ['rewards', 'placeholder'],
    rewards: {
      'ui:order': ['name_field', 'points_field', 'badges_field', 'subtitle_field', 'limit'],
      name_field: { 'ui:widget': 'column' },
      points_field: { 'ui:widget': 'column' },
      badges_field: { 'ui:widget': 'column' },
      subtitle_field: { 'ui:widget': 'column' },
    },
  },
  // Without params.rewards the first two columns are the name and points.
  defaults: {},
  Component: RewardsWidget,
};

export default rewards;
