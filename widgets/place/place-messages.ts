import { defineWidgetMessages } from '../../runtime/widget-sdk/widget-text.ts';

/** Texts of the place map. */
export const placeText = defineWidgetMessages('place', {
  en: {
    noPlace: 'No place to show',
    noPlaceHint: 'The query returned no row with coordinates in "{{lat}}" / "{{lon}}".',
    noParams: 'Give the place a latitude and a longitude, or a query that returns them.',
    address: 'Address',
    label: 'Map of {{name}}',
    unnamed: 'Unnamed place',
  },
  es: {
    noPlace: 'No hay lugar que mostrar',
    noPlaceHint: 'La consulta no devolvió ninguna fila con coordenadas en "{{lat}}" / "{{lon}}".',
    noParams: 'Indique la latitud y la longitud del lugar, o una consulta que las devuelva.',
    address: 'Dirección',
    label: 'Mapa de {{name}}',
    unnamed: 'Lugar sin nombre',
  },
  pt: {
    noPlace: 'Nenhum lugar para mostrar',
    noPlaceHint: 'A consulta não retornou nenhuma linha com coordenadas em "{{lat}}" / "{{lon}}".',
    noParams: 'Informe a latitude e a longitude do lugar, ou uma consulta que as retorne.',
    address: 'Endereço',
    label: 'Mapa de {{name}}',
    unnamed: 'Lugar sem nome',
  },
});
