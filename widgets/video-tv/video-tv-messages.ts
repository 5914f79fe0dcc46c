import { defineWidgetMessages } from '../../runtime/widget-sdk/widget-text.ts';

/** Texts of the video TV widget. */
export const videoTvText = defineWidgetMessages('videoTv', {
  en: {
    empty: 'No videos in the playlist',
    emptyHint: 'Add clips to the widget params (items) or a query with a url column.',
    blocked: 'No video may load',
    blockedHint:
      "Videos load from this site or an origin in the tenant's security.content_origins, over http(s).",
    failed: 'The videos could not be played',
    next: 'Next video',
    previous: 'Previous video',
    fullscreen: 'Full screen',
    position: '{{current}} / {{total}}',
  },
  es: {
    empty: 'No hay videos en la lista',
    emptyHint:
      'Agrega clips en los parámetros del widget (items) o una consulta con una columna url.',
    blocked: 'Ningún video puede cargarse',
    blockedHint:
      'Los videos se cargan desde este sitio o un origen de security.content_origins del tenant, por http(s).',
    failed: 'No se pudieron reproducir los videos',
    next: 'Video siguiente',
    previous: 'Video anterior',
    fullscreen: 'Pantalla completa',
    position: '{{current}} / {{total}}',
  },
  pt: {
    empty: 'Nenhum vídeo na lista',
    emptyHint:
      'Adicione clipes nos parâmetros do widget (items) ou uma consulta com uma coluna url.',
    blocked: 'Nenhum vídeo pode ser carregado',
    blockedHint:
      'Os vídeos são carregados deste site ou de uma origem em security.content_origins do tenant, por http(s).',
    failed: 'Não foi possível reproduzir os vídeos',
    next: 'Próximo vídeo',
    previous: 'Vídeo anterior',
    fullscreen: 'Tela cheia',
    position: '{{current}} / {{total}}',
  },
});
