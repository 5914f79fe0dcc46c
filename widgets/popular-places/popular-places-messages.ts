import { defineWidgetMessages } from '../../runtime/widget-sdk/widget-text.ts';

/** Texts of the popular places map. */
export const popularPlacesText = defineWidgetMessages('popularPlaces', {
  en: {
    noPlaces: 'No places to show',
    noPlacesHint: 'No row has a value in "{{value}}" and coordinates in "{{lat}}" / "{{lon}}".',
    label: 'Map of the {{count}} places with the most {{value}}',
  },
  es: {
    noPlaces: 'No hay lugares que mostrar',
    noPlacesHint:
      'Ninguna fila tiene un valor en "{{value}}" y coordenadas en "{{lat}}" / "{{lon}}".',
    label: 'Mapa de los {{count}} lugares con más {{value}}',
  },
  pt: {
    noPlaces: 'Nenhum lugar para mostrar',
    noPlacesHint:
      'Nenhuma linha tem um valor em "{{value}}" e coordenadas em "{{lat}}" / "{{lon}}".',
    label: 'Mapa dos {{count}} lugares com mais {{value}}',
  },
});
