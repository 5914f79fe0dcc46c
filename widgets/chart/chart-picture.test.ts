import { describe, expect, it } from 'vitest';
import { PICTURE_MAX_ROWS } from '../../runtime/core/charts/chart-picture.ts';
import {
  createPictureBatcher,
  pictureRequest,
  type PictureLine,
  type PictureRequest,
  type PostPictures,
} from './chart-picture.ts';

const spec = (values: unknown[]) => ({
  mark: 'bar',
  data: { name: 'table', values },
  encoding: { x: { field: 'a', type: 'nominal' } },
});

/**
 * A post that answers each chart, last first, with a line of an SVG naming its first row's
 * `a`; records requests. `cut`: lines sent before the answer breaks off.
 */
function recorder(fail = false, cut = Number.POSITIVE_INFINITY) {
  const sent: { locale: string; charts: PictureRequest[] }[] = [];
  let release: () => void = () => undefined;
  let held: Promise<void> | undefined;
  const post: PostPictures = async (locale, charts, onLine) => {
    sent.push({ locale, charts });
    await held;
    if (fail) throw new Error('down');
    const lines: PictureLine[] = charts.map((chart, i) =>
      chart.values.length === 0
        ? { i, none: 'nothing' }
        : { i, svg: `<svg>${String((chart.values[0] as { a: unknown }).a)}</svg>` },
    );
    for (const line of lines.reverse().slice(0, cut)) onLine(line);
    if (cut < lines.length) throw new Error('cut short');
  };
  /** Holds the next requests' answers until the returned function is called. */
  const hold = () => {
    held = new Promise((resolve) => {
      release = () => {
        held = undefined;
        resolve();
      };
    });
    return () => release();
  };
  return { sent, post, hold };
}

describe('pictureRequest', () => {
  it('sends the spec without its rows, and the rows', () => {
    expect(pictureRequest(spec([{ a: 1 }]))).toEqual({
      spec: {
        mark: 'bar',
        data: { name: 'table' },
        encoding: { x: { field: 'a', type: 'nominal' } },
      },
      values: [{ a: 1 }],
    });
  });

  it.each([
    ['rows from a url', { mark: 'bar', data: { name: 'table', url: 'x.csv' } }],
    ['no table', { mark: 'bar', data: { values: [{ a: 1 }] } }],
    ['too many rows', spec(Array.from({ length: PICTURE_MAX_ROWS + 1 }, (_, a) => ({ a })))],
  ])('asks for no picture of a chart with %s', (_name, chart) => {
    expect(pictureRequest(chart)).toBeUndefined();
  });
});

describe('createPictureBatcher', () => {
  it('gathers the charts of one window into requests of at most `batch`, per locale, in order', async () => {
    const { sent, post } = recorder();
    const ask = createPictureBatcher(post, 5, 2);
    const answers = await Promise.all([
      ask(spec([{ a: 'one' }]), 'es'),
      ask(spec([{ a: 'two' }]), 'es'),
      ask(spec([{ a: 'three' }]), 'es'),
      ask(spec([{ a: 'four' }]), 'en'),
      ask(spec([]), 'en'),
    ]);
    expect(answers).toEqual([
      '<svg>one</svg>',
      '<svg>two</svg>',
      '<svg>three</svg>',
      '<svg>four</svg>',
      undefined,
    ]);
    expect(sent.map((request) => [request.locale, request.charts.length])).toEqual([
      ['es', 2],
      ['es', 1],
      ['en', 2],
    ]);
  });

  it('sends the charts of one task at the end of that task, without waiting for a timer', async () => {
    const { sent, post } = recorder();
    const ask = createPictureBatcher(post);
    const answers = [ask(spec([{ a: 'one' }]), 'en'), ask(spec([{ a: 'two' }]), 'en')];
    expect(sent).toHaveLength(0);
    // A microtask later: the task that asked is over, no timer has run.
    await Promise.resolve();
    expect(sent.map((request) => request.charts.length)).toEqual([2]);
    expect(await Promise.all(answers)).toEqual(['<svg>one</svg>', '<svg>two</svg>']);
  });

  it('sends the charts asked for while one request streams in a second soon; later ones wait for an answer', async () => {
    const { sent, post, hold } = recorder();
    const ask = createPictureBatcher(post, 0, 32, 2);
    const release = hold();
    const first = ask(spec([{ a: 'one' }]), 'en');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = ask(spec([{ a: 'two' }]), 'en');
    // Gathered for a short window (the rest of a render burst), not behind the first's last line.
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(sent).toHaveLength(2);
    const later = [ask(spec([{ a: 'three' }]), 'en'), ask(spec([{ a: 'four' }]), 'en')];
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(sent).toHaveLength(2);
    release();
    expect(await first).toBe('<svg>one</svg>');
    expect(await second).toBe('<svg>two</svg>');
    expect(await Promise.all(later)).toEqual(['<svg>three</svg>', '<svg>four</svg>']);
    expect(sent.map((request) => request.charts.length)).toEqual([1, 1, 2]);
  });

  it('keeps the pictures that arrived before an answer broke off; the rest draw live', async () => {
    const { post } = recorder(false, 1);
    const ask = createPictureBatcher(post, 1, 4);
    const answers = await Promise.all([
      ask(spec([{ a: 'one' }]), 'en'),
      ask(spec([{ a: 'two' }]), 'en'),
    ]);
    // Lines come last first: only the second chart's arrived.
    expect(answers).toEqual([undefined, '<svg>two</svg>']);
  });

  it('answers undefined, never rejects, when the request fails', async () => {
    const { post } = recorder(true);
    const ask = createPictureBatcher(post, 1, 4);
    await expect(ask(spec([{ a: 1 }]), 'en')).resolves.toBeUndefined();
  });

  it('sends nothing for a chart that gets no picture', async () => {
    const { sent, post } = recorder();
    const ask = createPictureBatcher(post, 1, 4);
    await expect(ask({ mark: 'bar', data: { url: 'x.csv' } }, 'en')).resolves.toBeUndefined();
    expect(sent).toEqual([]);
  });
});
