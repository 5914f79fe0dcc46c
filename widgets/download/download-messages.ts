import { defineWidgetMessages } from '../../runtime/widget-sdk/widget-text.ts';

/** Texts of the download widget. */
export const downloadText = defineWidgetMessages('download', {
  en: {
    rows: 'Rows of the query ({{count}})',
    csv: 'CSV',
    xlsx: 'Excel (XLSX)',
    json: 'JSON',
    raw: 'Raw values',
    rawHint: 'Every digit as the query returned it, instead of rounded to the column formats',
    files: 'Files',
    noFiles: 'No files in data/{{folder}}',
    filesFailed: 'The files could not be listed: {{message}}',
    download: 'Download {{name}}',
    failed: 'The download failed: {{message}}',
  },
  es: {
    rows: 'Filas de la consulta ({{count}})',
    csv: 'CSV',
    xlsx: 'Excel (XLSX)',
    json: 'JSON',
    raw: 'Valores sin redondear',
    rawHint:
      'Todos los dígitos tal como los devolvió la consulta, sin redondear a los formatos de las columnas',
    files: 'Archivos',
    noFiles: 'No hay archivos en data/{{folder}}',
    filesFailed: 'No se pudieron listar los archivos: {{message}}',
    download: 'Descargar {{name}}',
    failed: 'La descarga falló: {{message}}',
  },
  pt: {
    rows: 'Linhas da consulta ({{count}})',
    csv: 'CSV',
    xlsx: 'Excel (XLSX)',
    json: 'JSON',
    raw: 'Valores brutos',
    rawHint:
      'Todos os dígitos como a consulta os retornou, sem arredondar aos formatos das colunas',
    files: 'Arquivos',
    noFiles: 'Nenhum arquivo em data/{{folder}}',
    filesFailed: 'Não foi possível listar os arquivos: {{message}}',
    download: 'Baixar {{name}}',
    failed: 'O download falhou: {{message}}',
  },
});
