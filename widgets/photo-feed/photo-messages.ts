import { defineWidgetMessages } from '../../runtime/widget-sdk/widget-text.ts';

/** Texts of the photo feed and photo gallery widgets. */
export const photoText = defineWidgetMessages('photos', {
  en: {
    noPhotos: 'No pictures',
    noPhotosHint: 'No row has an allowed picture address in the column "{{field}}".',
    blocked: '{{count}} pictures from addresses that are not allowed are not shown.',
    failed: 'The picture could not be loaded',
    loadingMore: 'Loading more pictures…',
    end: 'You have seen all {{count}} pictures.',
    open: 'Open picture {{index}}: {{caption}}',
    previous: 'Previous picture (←)',
    next: 'Next picture (→)',
    close: 'Close (Esc)',
    position: '{{index}} of {{count}}',
  },
  es: {
    noPhotos: 'No hay fotos',
    noPhotosHint: 'Ninguna fila tiene una dirección de imagen permitida en la columna "{{field}}".',
    blocked: 'No se muestran {{count}} fotos de direcciones no permitidas.',
    failed: 'No se pudo cargar la foto',
    loadingMore: 'Cargando más fotos…',
    end: 'Has visto las {{count}} fotos.',
    open: 'Abrir la foto {{index}}: {{caption}}',
    previous: 'Foto anterior (←)',
    next: 'Foto siguiente (→)',
    close: 'Cerrar (Esc)',
    position: '{{index}} de {{count}}',
  },
  pt: {
    noPhotos: 'Nenhuma foto',
    noPhotosHint: 'Nenhuma linha tem um endereço de imagem permitido na coluna "{{field}}".',
    blocked: '{{count}} fotos de endereços não permitidos não são mostradas.',
    failed: 'Não foi possível carregar a foto',
    loadingMore: 'Carregando mais fotos…',
    end: 'Você viu todas as {{count}} fotos.',
    open: 'Abrir a foto {{index}}: {{caption}}',
    previous: 'Foto anterior (←)',
    next: 'Próxima foto (→)',
    close: 'Fechar (Esc)',
    position: '{{index}} de {{count}}',
  },
});
