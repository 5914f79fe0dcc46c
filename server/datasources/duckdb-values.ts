/**
 * DuckDB values → the engine-neutral JSON of json-values.ts. Everything not listed falls
 * back to the node API's own JSON converter (VARCHAR, BOOLEAN, small integers, nested
 * types, whose members come back through this converter).
 */
import {
  DuckDBTypeId,
  JsonDuckDBValueConverter,
  type DuckDBDateValue,
  type DuckDBTimestampTZValue,
  type DuckDBTimestampValue,
  type DuckDBValueConverter,
  type Json,
} from '@duckdb/node-api';
import {
  decimalToJson,
  epochMicrosToJson,
  floatToJson,
  integerToJson,
  timestampTextToJson,
} from './json-values.ts';

/** Converts one DuckDB value (recursing into lists and structs) to JSON. */
export const duckdbJsonConverter: DuckDBValueConverter<unknown> = (value, type, converter) => {
  if (value === null) return null;
  switch (type.typeId) {
    case DuckDBTypeId.BIGINT:
    case DuckDBTypeId.UBIGINT:
    case DuckDBTypeId.HUGEINT:
    case DuckDBTypeId.UHUGEINT:
      return integerToJson(value as bigint);
    case DuckDBTypeId.DECIMAL:
      return decimalToJson(String(value));
    case DuckDBTypeId.FLOAT:
    case DuckDBTypeId.DOUBLE:
      return floatToJson(value as number);
    case DuckDBTypeId.DATE:
      return (value as DuckDBDateValue).toString();
    case DuckDBTypeId.TIMESTAMP:
      return epochMicrosToJson((value as DuckDBTimestampValue).micros, false);
    case DuckDBTypeId.TIMESTAMP_TZ:
      return epochMicrosToJson((value as DuckDBTimestampTZValue).micros, true);
    case DuckDBTypeId.TIMESTAMP_S:
    case DuckDBTypeId.TIMESTAMP_MS:
    case DuckDBTypeId.TIMESTAMP_NS:
      return timestampTextToJson(String(value), false);
    default:
      // Nested members come back through `converter` (this function), so they convert alike.
      return JsonDuckDBValueConverter(value, type, converter as DuckDBValueConverter<Json>);
  }
};
