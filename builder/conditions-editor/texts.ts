/** Texts of the conditions editor (namespace 'conditionsEditor'). */
import { registerTranslations } from '../../runtime/app/i18n/index.ts';

/** Namespace of these texts: `useTranslation(CONDITIONS_EDITOR_NS)`. */
export const CONDITIONS_EDITOR_NS = 'conditionsEditor';

const en = {
  title: 'Conditions',
  fields: 'Fields',
  fieldsHint: "Columns to return; 'x as y' renames, 'sum(x) as y' aggregates. Empty means all.",
  grouping: 'Grouping',
  ordering: 'Ordering',
  orderingHint: "A column, or 'column DESC'.",
  dates: 'Dates',
  filterdate: 'Filter date',
  firstdate: 'First date',
  lastdate: 'Last date',
  dateHint: 'YYYY-MM-DD, a date token (FDOM, CURRENT_DATE…) or an operational variable.',
  where: 'Where rules',
  whereHint:
    'A value, a list (a, b), null, or ["op", value]; ! negates, | joins the OR group, ~ starts with.',
  column: 'Column',
  match: 'Match',
  value: 'Value',
  addRule: 'Add rule',
  removeRule: 'Remove rule',
  suffixes: { and: 'equals', not: 'not', or: 'or', startsWith: 'starts with' },
  preview: 'Preview',
  previewNoSlug: 'Choose a saved query to preview its rows.',
  previewError: 'Unable to load the data',
  rows_one: '{{count}} row',
  rows_other: '{{count}} rows',
  pick: 'Pick or type',
};

const es: typeof en = {
  title: 'Condiciones',
  fields: 'Campos',
  fieldsHint:
    "Columnas a devolver; 'x as y' renombra, 'sum(x) as y' agrega. Vacío significa todas.",
  grouping: 'Agrupación',
  ordering: 'Orden',
  orderingHint: "Una columna, o 'columna DESC'.",
  dates: 'Fechas',
  filterdate: 'Fecha de filtro',
  firstdate: 'Fecha inicial',
  lastdate: 'Fecha final',
  dateHint: 'AAAA-MM-DD, un token de fecha (FDOM, CURRENT_DATE…) o una variable operativa.',
  where: 'Reglas de filtrado',
  whereHint:
    'Un valor, una lista (a, b), null o ["op", valor]; ! niega, | une al grupo OR, ~ empieza por.',
  column: 'Columna',
  match: 'Coincidencia',
  value: 'Valor',
  addRule: 'Añadir regla',
  removeRule: 'Quitar regla',
  suffixes: { and: 'igual a', not: 'distinto de', or: 'o', startsWith: 'empieza por' },
  preview: 'Vista previa',
  previewNoSlug: 'Elija una consulta guardada para ver sus filas.',
  previewError: 'No se pudieron cargar los datos',
  rows_one: '{{count}} fila',
  rows_other: '{{count}} filas',
  pick: 'Elija o escriba',
};

const pt: typeof en = {
  title: 'Condições',
  fields: 'Campos',
  fieldsHint: "Colunas a retornar; 'x as y' renomeia, 'sum(x) as y' agrega. Vazio significa todas.",
  grouping: 'Agrupamento',
  ordering: 'Ordenação',
  orderingHint: "Uma coluna, ou 'coluna DESC'.",
  dates: 'Datas',
  filterdate: 'Data do filtro',
  firstdate: 'Data inicial',
  lastdate: 'Data final',
  dateHint: 'AAAA-MM-DD, um token de data (FDOM, CURRENT_DATE…) ou uma variável operacional.',
  where: 'Regras de filtro',
  whereHint:
    'Um valor, uma lista (a, b), null ou ["op", valor]; ! nega, | junta ao grupo OR, ~ começa com.',
  column: 'Coluna',
  match: 'Correspondência',
  value: 'Valor',
  addRule: 'Adicionar regra',
  removeRule: 'Remover regra',
  suffixes: { and: 'igual a', not: 'diferente de', or: 'ou', startsWith: 'começa com' },
  preview: 'Pré-visualização',
  previewNoSlug: 'Escolha uma consulta salva para ver suas linhas.',
  previewError: 'Não foi possível carregar os dados',
  rows_one: '{{count}} linha',
  rows_other: '{{count}} linhas',
  pick: 'Escolha ou digite',
};

registerTranslations(CONDITIONS_EDITOR_NS, { en, es, pt });
