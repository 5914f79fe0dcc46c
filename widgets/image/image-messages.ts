import { defineWidgetMessages } from '../placeholder/widget-text.ts';

/** Texts of the image widget. */
export const imageText = defineWidgetMessages('image', {
  en: {
    missing: 'No image set',
    missingHint: 'Enter the image address in the widget settings.',
    error: 'The image could not be loaded',
    loading: 'Loading image…',
  },
  es: {
    missing: 'No hay una imagen definida',
    missingHint: 'Indica la dirección de la imagen en la configuración del widget.',
    error: 'No se pudo cargar la imagen',
    loading: 'Cargando la imagen…',
  },
  pt: {
    missing: 'Nenhuma imagem definida',
    missingHint: 'Informe o endereço da imagem nas configurações do widget.',
    error: 'Não foi possível carregar a imagem',
    loading: 'Carregando a imagem…',
  },
});
