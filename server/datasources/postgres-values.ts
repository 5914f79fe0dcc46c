/**
 * PostgreSQL values → the engine-neutral JSON of json-values.ts, as `pg` type parsers (pg
 * hands each text value to the parser of its type OID), plus the type names of the OIDs the
 * compiler cares about.
 */
import pg from 'pg';
import { decimalToJson, floatToJson, integerToJson, timestampTextToJson } from './json-values.ts';

/** Type OIDs (pg_type.oid) with their SQL names. */
const TYPE_NAMES: ReadonlyMap<number, string> = new Map([
  [16, 'boolean'],
  [19, 'name'],
  [20, 'bigint'],
  [21, 'smallint'],
  [23, 'integer'],
  [25, 'text'],
  [26, 'oid'],
  [114, 'json'],
  [700, 'real'],
  [701, 'double precision'],
  [1042, 'character'],
  [1043, 'character varying'],
  [1082, 'date'],
  [1083, 'time without time zone'],
  [1114, 'timestamp without time zone'],
  [1184, 'timestamp with time zone'],
  [1186, 'interval'],
  [1700, 'numeric'],
  [2950, 'uuid'],
  [3802, 'jsonb'],
]);

/** SQL name of a type OID (`oid 1234` for ones the engine does not know). */
export function postgresTypeName(oid: number): string {
  return TYPE_NAMES.get(oid) ?? `oid ${oid}`;
}

const PARSERS: ReadonlyMap<number, (text: string) => unknown> = new Map<
  number,
  (text: string) => unknown
>([
  [20, (text) => integerToJson(text)],
  [1700, (text) => decimalToJson(text)],
  [700, (text) => floatToJson(Number(text))],
  [701, (text) => floatToJson(Number(text))],
  [1082, (text) => text],
  [1114, (text) => timestampTextToJson(text, false)],
  [1184, (text) => timestampTextToJson(text, true)],
  [1186, (text) => text],
]);

/** The `types` option of a pg Pool: our parsers first, pg's defaults for the rest. */
export const postgresJsonTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    const parser = format === 'binary' ? undefined : PARSERS.get(oid);
    return parser ?? pg.types.getTypeParser(oid, format ?? 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};
