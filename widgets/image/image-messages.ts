import { defineWidgetMessages } from '../../runtime/widget-sdk/widget-text.ts';

/** Texts of the image widget. */
export const imageText = defineWidgetMessages('image', {
  en: {
    missing: 'No image set',
    missingHint: 'Enter the image address in the widget settings.',
    error: 'The image could not be loaded',
    loading: 'Loading image…',
    blocked: 'This image address is not allowed',
    blockedHint:
      "Images load from this site or an origin in the tenant's security.content_origins, over http(s): {{url}}",
  },
  es: {
    missing: 'No hay una imagen definida',
    missingHint: 'Indica la dirección de la imagen en la configuración del widget.',
    error: 'No se pudo cargar la imagen',
    loading: 'Cargando la imagen…',
    blocked: 'Esta dirección de imagen no está permitida',
    blockedHint:
      'Las imágenes se cargan desde este sitio o un origen de security.content_origins del tenant, por http(s): {{url}}',
  },
  pt: {
    missing: 'Nenhuma imagem definida',
    missingHint: 'Informe o endereço da imagem nas configurações do widget.',
    error: 'Não foi possível carregar a imagem',
    loading: 'Carregando a imagem…',
    blocked: 'Este endereço de imagem não é permitido',
    blockedHint:
      'As imagens são carregadas deste site ou de uma origem em security.content_origins do tenant, por http(s): {{url}}',
  },
});
