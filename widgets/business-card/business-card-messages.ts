import { defineWidgetMessages } from '../../runtime/widget-sdk/widget-text.ts';

/** Texts of the business card widget. */
export const businessCardText = defineWidgetMessages('businessCard', {
  en: {
    none: 'No store matches the filters',
    noneHint: 'Change or clear the filters to see one.',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    picture: 'Picture of {{name}}',
  },
  es: {
    none: 'Ninguna tienda coincide con los filtros',
    noneHint: 'Cambia o quita los filtros para ver una.',
    address: 'Dirección',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    picture: 'Foto de {{name}}',
  },
  pt: {
    none: 'Nenhuma loja corresponde aos filtros',
    noneHint: 'Altere ou limpe os filtros para ver uma.',
    address: 'Endereço',
    phone: 'Telefone',
    email: 'E-mail',
    picture: 'Foto de {{name}}',
  },
});
