/**
 * The body of `POST /api/v1/services/dashboards/conditions/` (app-shell §7): `{dashboard_id,
 * user_id, conditions: {where, hlevel, date}}`. `conditions` is a filter state
 * (schemas/filter-state.schema.json); the envelope borrows its field schemas from the
 * dashboard and user schemas, so nothing here restates a schema.
 */
import type { ValidateFunction } from 'ajv';
import { createValidator, schemaId } from '../../schemas/index.ts';
import type { FilterState } from '../../schemas/generated/index.ts';
import { describeAjvErrors } from '../config/ajv-issues.ts';
import type { JsonObject } from '../config/config-types.ts';
import { isJsonObject } from '../config/load-config.ts';

/** A validated conditions save. */
export interface ConditionsSave {
  dashboard_id: string;
  user_id: number | string;
  conditions: FilterState;
}

/** The body of a conditions save (the schema the route validates it with). */
export const CONDITIONS_SAVE_SCHEMA = {
  type: 'object',
  required: ['dashboard_id', 'user_id', 'conditions'],
  properties: {
    dashboard_id: { $ref: `${schemaId('dashboard.schema.json')}#/properties/dashboard_id` },
    user_id: {
      anyOf: [
        { $ref: `${schemaId('user.schema.json')}#/properties/user_id` },
        { type: 'string', pattern: '^[0-9]+$' },
      ],
    },
    conditions: { $ref: schemaId('filter-state.schema.json') },
  },
} as const;

let validateEnvelope: ValidateFunction | undefined;

/**
 * The save the body asks for, or the 400 text naming the first wrong field
 * (`conditions/hlevel must be ...`).
 */
export function parseConditionsSave(body: unknown): { save: ConditionsSave } | { problem: string } {
  validateEnvelope ??= createValidator().compile(CONDITIONS_SAVE_SCHEMA);
  if (validateEnvelope(body)) return { save: body as ConditionsSave };
  const issue = describeAjvErrors(validateEnvelope.errors ?? [], body)[0];
  const where = issue && issue.pointer !== '' ? issue.pointer.slice(1) : 'the body';
  return {
    problem: `Invalid dashboard conditions: ${where} ${issue?.message ?? 'is invalid'}.`,
  };
}

/**
 * The dashboard's new `conditions`: the filter state's keys replace the saved ones, every other
 * saved condition (default dates, store definition) stays.
 */
export function mergeDashboardConditions(dashboard: JsonObject, state: FilterState): JsonObject {
  const saved = isJsonObject(dashboard.conditions) ? dashboard.conditions : {};
  return { ...dashboard, conditions: { ...saved, ...state } };
}
