import { defineWidgetMessages } from '../../runtime/widget-sdk/widget-text.ts';

/** Texts of the traffic map. */
export const trafficText = defineWidgetMessages('traffic', {
  en: {
    noTraffic: 'No traffic to show',
    noTrafficHint:
      'No row has an hour (0–23) in "{{hour}}", visits in "{{value}}" and coordinates in "{{lat}}" / "{{lon}}".',
    label: 'Map of {{value}} at {{count}} locations by hour',
    hour: 'Hour',
    share: 'Share of the day',
    peak: 'Busiest hour',
    hours: 'Hour of the day',
    hourTotal: '{{hour}}: {{total}}',
    current: '{{hour}} · {{total}} {{value}}',
    play: 'Play the day',
    pause: 'Pause',
  },
  es: {
    noTraffic: 'No hay tráfico que mostrar',
    noTrafficHint:
      'Ninguna fila tiene una hora (0–23) en "{{hour}}", visitas en "{{value}}" y coordenadas en "{{lat}}" / "{{lon}}".',
    label: 'Mapa de {{value}} en {{count}} lugares por hora',
    hour: 'Hora',
    share: 'Parte del día',
    peak: 'Hora de más tráfico',
    hours: 'Hora del día',
    hourTotal: '{{hour}}: {{total}}',
    current: '{{hour}} · {{total}} {{value}}',
    play: 'Reproducir el día',
    pause: 'Pausa',
  },
  pt: {
    noTraffic: 'Nenhum tráfego para mostrar',
    noTrafficHint:
      'Nenhuma linha tem uma hora (0–23) em "{{hour}}", visitas em "{{value}}" e coordenadas em "{{lat}}" / "{{lon}}".',
    label: 'Mapa de {{value}} em {{count}} lugares por hora',
    hour: 'Hora',
    share: 'Parte do dia',
    peak: 'Hora de mais tráfego',
    hours: 'Hora do dia',
    hourTotal: '{{hour}}: {{total}}',
    current: '{{hour}} · {{total}} {{value}}',
    play: 'Reproduzir o dia',
    pause: 'Pausar',
  },
});
