import type { FilterOperator } from '../../runtime/core/index.ts';

/** i18n key (under widgetFiltering.operators) of each operator's name. */
export const OPERATOR_LABEL_KEYS: Readonly<Record<FilterOperator, string>> = {
  '==': 'eq',
  '!=': 'ne',
  '<>': 'neq',
  '>': 'gt',
  '<': 'lt',
  IN: 'in',
  'NOT IN': 'notIn',
  range: 'range',
  LIKE: 'like',
  ILIKE: 'ilike',
};
