import { defineWidgetMessages } from '../../runtime/widget-sdk/widget-text.ts';

/** Texts of the profile card widget. */
export const profileCardText = defineWidgetMessages('profileCard', {
  en: {
    role_superuser: 'Superuser',
    role_super: 'Super user',
    role_user: 'User',
    tenant: 'Tenant',
    role: 'Role',
    email: 'E-mail',
    groups: 'Groups',
    noFigures: 'No figures for you yet.',
    signedOut: 'Nobody is signed in.',
  },
  es: {
    role_superuser: 'Superusuario',
    role_super: 'Usuario avanzado',
    role_user: 'Usuario',
    tenant: 'Cliente',
    role: 'Rol',
    email: 'Correo electrónico',
    groups: 'Grupos',
    noFigures: 'Todavía no tienes cifras.',
    signedOut: 'No hay nadie conectado.',
  },
  pt: {
    role_superuser: 'Superusuário',
    role_super: 'Usuário avançado',
    role_user: 'Usuário',
    tenant: 'Cliente',
    role: 'Função',
    email: 'E-mail',
    groups: 'Grupos',
    noFigures: 'Ainda não há números para você.',
    signedOut: 'Ninguém está conectado.',
  },
});
