/**
 * Reading an NDJSON body line by line as it arrives (the streamed answers of a page's start:
 * a dashboard's first answers, its charts' pictures).
 */

/**
 * Calls `onLine` with each line of an NDJSON body as it arrives; resolves when the body ends.
 * Pure over the stream (tested with a constructed Response).
 */
export async function readJsonLines(
  response: Response,
  onLine: (line: unknown) => void,
): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) return;
  const decoder = new TextDecoder();
  let pending = '';
  const flush = (text: string) => {
    if (text.trim() !== '') onLine(JSON.parse(text) as unknown);
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    let end = pending.indexOf('\n');
    while (end >= 0) {
      flush(pending.slice(0, end));
      pending = pending.slice(end + 1);
      end = pending.indexOf('\n');
    }
  }
  flush(pending + decoder.decode());
}
