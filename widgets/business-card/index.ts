import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';
import { BusinessCardWidget } from './BusinessCardWidget.tsx';

/** One entity (a store) from a one-row query: picture, name, address, contact, KPIs. */
const businessCard: WidgetTypeDefinition = {
  type: 'businessCard',
  classbase: ['businessCard'],
  specNames: ['business card'],
  label: 'Business card',
  needsData: true,
  paramsSchema: {
    type: 'object',
    properties: {
      businessCard: paramsRef('/properties/businessCard'),
      placeholder: paramsRef('/properties/placeholder'),
    },
  },
  uiSchema: {
    'ui:order': ['businessCard', 'placeholder'],
    businessCard: {
      'ui:order': [
        'name_field',
        'subtitle_field',
        'image_field',
        'address_fields',
        'phone_field',
        'email_field',
        'kpis',
      ],
      name_field: { 'ui:widget': 'column' },
      subtitle_field: { 'ui:widget': 'column' },
      image_field: { 'ui:widget': 'column' },
      address_fields: { items: { 'ui:widget': 'column' } },
      phone_field: { 'ui:widget': 'column' },
      email_field: { 'ui:widget': 'column' },
      kpis: {
        items: { 'ui:order': ['field', 'title', 'format'], field: { 'ui:widget': 'column' } },
      },
    },
    placeholder: { 'ui:placeholder': 'Shown when no row matches the filters' },
  },
  // Without params.businessCard the first column is the name.
  defaults: {},
  Component: BusinessCardWidget,
};

export default businessCard;
