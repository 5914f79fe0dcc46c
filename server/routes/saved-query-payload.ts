/**
 * Saved queries as the query editor reads and writes them (widget-layer §7 data host calls):
 * list items carry the SQL as `query_raw` wherever the file keeps it, and a saved payload
 * becomes the JSON file content (the store moves multi-line SQL to the `.sql` sibling).
 */
import type { JsonObject, SavedQueryEntity, TenantConfig } from '../config/config-types.ts';
import { isJsonObject } from '../config/load-config.ts';

/** Defaults of a new slug (widget-layer §9). */
export const NEW_SLUG_DEFAULTS = { query_slug: 'troc_new_query', provider: 'db', program_id: 1 };

/** Texts of widget-layer §8 and §8 "Successes". */
export const SLUG_MESSAGES = {
  saved: 'Slug saved successfully.',
  updated: 'Slug updated successfully.',
  saveFailed: 'Your slug could not be saved.',
  updateFailed: 'Your slug could not be updated.',
} as const;

/** Payload keys that are not part of the saved query file. */
const TRANSPORT_KEYS = ['version', '$schema', '_datasource'];

/**
 * A saved query as the list returns it: its file content (no defaults added, so echoing it
 * back in an update changes nothing), its SQL as `query_raw` wherever the file keeps it, and
 * its version.
 */
export function savedQueryItem(query: SavedQueryEntity, version: string | undefined): JsonObject {
  const { $schema: _schema, ...value } = query.value;
  return {
    ...value,
    query_slug: query.id,
    ...(query.sql !== undefined ? { query_raw: query.sql } : {}),
    version,
  };
}

/** The program a new slug belongs to: the one it names, else the one with its program_id. */
export function programSlugFor(tenant: TenantConfig, payload: JsonObject): string | undefined {
  if (typeof payload.program_slug === 'string') return payload.program_slug;
  const id = payload.program_id ?? NEW_SLUG_DEFAULTS.program_id;
  for (const program of tenant.programs.values()) {
    if (program.value.program_id === id) return program.id;
  }
  return undefined;
}

/** The file content of a new slug from the editor's payload, defaults filled in. */
export function newSavedQuery(tenant: TenantConfig, payload: JsonObject): JsonObject {
  const value = withoutTransportKeys(payload);
  const programSlug = programSlugFor(tenant, value);
  const program = programSlug ? tenant.programs.get(programSlug) : undefined;
  return {
    ...value,
    query_slug: value.query_slug ?? NEW_SLUG_DEFAULTS.query_slug,
    provider: value.provider ?? NEW_SLUG_DEFAULTS.provider,
    ...(programSlug !== undefined ? { program_slug: programSlug } : {}),
    ...(value.program_id === undefined && typeof program?.value.program_id === 'number'
      ? { program_id: program.value.program_id }
      : {}),
    created_at: value.created_at ?? new Date().toISOString(),
  };
}

/**
 * The file content after an update: the stored query with the payload's keys applied, so
 * fields the editor does not show survive its saves. `null` is a value here, not a removal:
 * `cache_timeout: null` and `cache_refresh: null` mean "Default" (widget-layer §9).
 */
export function updatedSavedQuery(existing: SavedQueryEntity, payload: JsonObject): JsonObject {
  return { ...existing.value, ...withoutTransportKeys(payload) };
}

function withoutTransportKeys(payload: JsonObject): JsonObject {
  const value: JsonObject = {};
  for (const [key, item] of Object.entries(payload)) {
    if (!TRANSPORT_KEYS.includes(key)) value[key] = item;
  }
  return value;
}

/** The body as a payload object, or undefined when it is not a JSON object. */
export function payloadOf(body: unknown): JsonObject | undefined {
  return isJsonObject(body) ? body : undefined;
}
