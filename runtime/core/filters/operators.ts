/** The data types a widget filter rule can have (spec widget-layer §5). */
export const FILTER_DATA_TYPES = ['string', 'int', 'boolean', 'float', 'date'] as const;

/** A widget filter rule's data type. */
export type FilterDataType = (typeof FILTER_DATA_TYPES)[number];

/** Every filter rule operator, in the order the operator select lists them. */
export const FILTER_OPERATORS = [
  '==',
  '!=',
  '<>',
  '>',
  '<',
  'IN',
  'NOT IN',
  'range',
  'LIKE',
  'ILIKE',
] as const;

/** A widget filter rule operator. */
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Which data types offer each operator, one line per rule of the spec. */
const OFFERED: Readonly<Record<FilterOperator, (type: FilterDataType) => boolean>> = {
  '==': () => true,
  '!=': (type) => type === 'date' || type === 'boolean',
  '<>': (type) => type !== 'date' && type !== 'boolean',
  '>': (type) => type !== 'boolean' && type !== 'string',
  '<': (type) => type !== 'boolean' && type !== 'string',
  IN: (type) => type === 'int' || type === 'float',
  'NOT IN': (type) => type === 'int' || type === 'float',
  range: (type) => type === 'date',
  LIKE: (type) => type === 'string',
  ILIKE: (type) => type === 'string',
};

/** True for one of FILTER_DATA_TYPES. */
export function isFilterDataType(value: unknown): value is FilterDataType {
  return (FILTER_DATA_TYPES as readonly unknown[]).includes(value);
}

/** True for one of FILTER_OPERATORS. */
export function isFilterOperator(value: unknown): value is FilterOperator {
  return (FILTER_OPERATORS as readonly unknown[]).includes(value);
}

/**
 * The operators offered for a data type, in FILTER_OPERATORS order: string → ==, <>, LIKE,
 * ILIKE; int and float → ==, <>, >, <, IN, NOT IN; boolean → ==, !=; date → ==, !=, >, <,
 * range. An unknown type (a hand-edited config) offers only '==', which every type has.
 */
export function operatorsFor(dataType: string | null | undefined): FilterOperator[] {
  if (!isFilterDataType(dataType)) return ['=='];
  return FILTER_OPERATORS.filter((operator) => OFFERED[operator](dataType));
}
