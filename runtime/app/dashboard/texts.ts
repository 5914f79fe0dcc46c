/** Texts of the dashboard pages in en, es and pt (namespace 'dashboard'). */
import { SELECT_TEXTS } from '../../core/index.ts';
import { registerTranslations } from '../i18n/index.ts';

/** Namespace of these texts: `useTranslation(DASHBOARD_NS)`. */
export const DASHBOARD_NS = 'dashboard';

const en = {
  // Spec texts (app-shell §5), verbatim.
  selectPlaceholder: SELECT_TEXTS.placeholder,
  search: SELECT_TEXTS.search,
  noResults: SELECT_TEXTS.noResults,
  dashboards: 'Dashboards',
  loading: 'Loading dashboard…',
  noDashboards: 'This module has no dashboards yet.',
  loadFailed: 'The dashboard could not be loaded.',
  moduleFailed: 'The dashboards of this module could not be loaded.',
  retry: 'Try again',
  notFound: 'This dashboard could not be found.',
  widgetNotFound: 'This widget could not be found.',
  sharedBy: 'Shared view',
  openInApp: 'Open in Navigator',
  widgetCount_one: '{{count}} widget',
  widgetCount_other: '{{count}} widgets',
};

type Texts = { [K in keyof typeof en]: string };

const es: Texts = {
  selectPlaceholder: 'Seleccione una opción...',
  search: 'Buscar',
  noResults: 'Sin resultados.',
  dashboards: 'Tableros',
  loading: 'Cargando tablero…',
  noDashboards: 'Este módulo todavía no tiene tableros.',
  loadFailed: 'No se pudo cargar el tablero.',
  moduleFailed: 'No se pudieron cargar los tableros de este módulo.',
  retry: 'Reintentar',
  notFound: 'No se encontró este tablero.',
  widgetNotFound: 'No se encontró este widget.',
  sharedBy: 'Vista compartida',
  openInApp: 'Abrir en Navigator',
  widgetCount_one: '{{count}} widget',
  widgetCount_other: '{{count}} widgets',
};

const pt: Texts = {
  selectPlaceholder: 'Selecione uma opção...',
  search: 'Pesquisar',
  noResults: 'Nenhum resultado.',
  dashboards: 'Painéis',
  loading: 'Carregando painel…',
  noDashboards: 'Este módulo ainda não tem painéis.',
  loadFailed: 'Não foi possível carregar o painel.',
  moduleFailed: 'Não foi possível carregar os painéis deste módulo.',
  retry: 'Tentar novamente',
  notFound: 'Este painel não foi encontrado.',
  widgetNotFound: 'Este widget não foi encontrado.',
  sharedBy: 'Visualização compartilhada',
  openInApp: 'Abrir no Navigator',
  widgetCount_one: '{{count}} widget',
  widgetCount_other: '{{count}} widgets',
};

registerTranslations(DASHBOARD_NS, { en, es, pt });
