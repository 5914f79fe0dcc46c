/**
 * Saved-query SQL changes only when its file does, yet every slug run reads it: what the
 * engine derives from the text (its tokens, placeholders, read-only check) is remembered per
 * text, so a cached slug answers without tokenizing its SQL again.
 */

/** Texts remembered per function; the oldest is forgotten beyond this. */
const MAX_TEXTS = 2000;
/** Longer texts (a pasted dump in a preview) are derived every time rather than kept. */
const MAX_TEXT_LENGTH = 20_000;

/**
 * `derive` remembered per input text. Errors are remembered too (and thrown again), so a
 * refused SQL text is not checked again on every call.
 */
export function memoizeBySql<T>(derive: (sql: string) => T): (sql: string) => T {
  const memo = new Map<string, { value: T } | { error: unknown }>();
  return (sql) => {
    if (sql.length > MAX_TEXT_LENGTH) return derive(sql);
    let entry = memo.get(sql);
    if (!entry) {
      try {
        entry = { value: derive(sql) };
      } catch (error) {
        entry = { error };
      }
      if (memo.size >= MAX_TEXTS) {
        const oldest = memo.keys().next().value;
        if (oldest !== undefined) memo.delete(oldest);
      }
      memo.set(sql, entry);
    }
    if ('error' in entry) throw entry.error;
    return entry.value;
  };
}
