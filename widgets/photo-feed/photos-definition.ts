import { paramsRef } from '../../runtime/widget-sdk/params-ref.ts';

/** The params form of the photo feed and gallery (params.photos; page_size only for the feed). */
export function photosForm(withPageSize: boolean): {
  paramsSchema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
} {
  const columns = ['image_field', 'title_field', 'date_field', 'caption_field'];
  return {
    paramsSchema: {
      type: 'object',
      properties: {
        photos: paramsRef('/properties/photos'),
        placeholder: paramsRef('/properties/placeholder'),
      },
    },
    uiSchema: {
      'ui:order': ['photos', 'placeholder'],
      photos: {
        'ui:order': withPageSize ? [...columns, 'page_size'] : [...columns, '*'],
        ...Object.fromEntries(columns.map((column) => [column, { 'ui:widget': 'column' }])),
        ...(withPageSize ? {} : { page_size: { 'ui:widget': 'hidden' } }),
      },
    },
  };
}
