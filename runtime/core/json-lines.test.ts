import { describe, expect, it } from 'vitest';
import { readJsonLines } from './json-lines.ts';

/** A response whose body arrives in these byte chunks. */
function streamed(chunks: readonly Uint8Array[]): Response {
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    }),
  );
}

const bytes = (text: string) => new TextEncoder().encode(text);
const LINES = '{"i":1,"rows":[{"city":"São Paulo"}]}\n{"i":0,"status":400,"message":"x"}\n';

describe('readJsonLines', () => {
  it.each([
    ['one chunk', [bytes(LINES)]],
    ['a chunk per line', LINES.split(/(?<=\n)/).map(bytes)],
    // A line and a two-byte character (ã) cut across chunks.
    ['cut mid-line and mid-character', [bytes(LINES).slice(0, 26), bytes(LINES).slice(26)]],
    ['byte by byte', [...bytes(LINES)].map((byte) => new Uint8Array([byte]))],
    ['no final newline', [bytes(LINES.trimEnd())]],
  ])('reads each line once, in order (%s)', async (_name, chunks) => {
    const lines: unknown[] = [];
    await readJsonLines(streamed(chunks), (line) => lines.push(line));
    expect(lines).toEqual([
      { i: 1, rows: [{ city: 'São Paulo' }] },
      { i: 0, status: 400, message: 'x' },
    ]);
  });

  it('reads nothing from an empty body', async () => {
    const lines: unknown[] = [];
    await readJsonLines(streamed([]), (line) => lines.push(line));
    expect(lines).toEqual([]);
  });
});
