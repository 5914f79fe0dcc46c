import { profileConditions } from '../../runtime/core/widgets/user-profile.ts';
import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { ProfileCardWidget } from './ProfileCardWidget.tsx';

/** The signed-in user's profile and, from an optional query, their figures. */
const profileCard: WidgetTypeDefinition = {
  type: 'profileCard',
  classbase: ['profileCard'],
  specNames: ['profile card'],
  label: 'Profile card',
  needsData: true,
  paramsSchema: {
    type: 'object',
    properties: {
      profileCard: paramsRef('/properties/profileCard'),
      placeholder: paramsRef('/properties/placeholder'),
    },
  },
  uiSchema: {
    'ui:order': ['profileCard', 'placeholder'],
    profileCard: {
      'ui:order': ['user_field', 'user_key', 'figures'],
      user_field: { 'ui:widget': 'column' },
      figures: {
        items: { 'ui:order': ['field', 'title', 'format'], field: { 'ui:widget': 'column' } },
      },
    },
    placeholder: { 'ui:placeholder': 'Shown when the query has no row for the user' },
  },
  defaults: { profileCard: { user_key: 'email' } },
  // The query returns the signed-in user's rows only: where user_field = their e-mail (etc.).
  userConditions: profileConditions,
  Component: ProfileCardWidget,
};

export default profileCard;
