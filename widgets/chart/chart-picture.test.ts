import { describe, expect, it } from 'vitest';
import { PICTURE_MAX_ROWS } from '../../runtime/core/charts/chart-picture.ts';
import {
  createPictureBatcher,
  pictureRequest,
  type PictureRequest,
  type PostPictures,
} from './chart-picture.ts';

const spec = (values: unknown[]) => ({
  mark: 'bar',
  data: { name: 'table', values },
  encoding: { x: { field: 'a', type: 'nominal' } },
});

/** A post that answers each chart with an SVG naming its first row's `a`; records requests. */
function recorder(fail = false) {
  const sent: { locale: string; charts: PictureRequest[] }[] = [];
  const post: PostPictures = async (locale, charts) => {
    sent.push({ locale, charts });
    if (fail) throw new Error('down');
    return {
      pictures: charts.map((chart) =>
        chart.values.length === 0
          ? { none: 'nothing' }
          : { svg: `<svg>${String((chart.values[0] as { a: unknown }).a)}</svg>` },
      ),
    };
  };
  return { sent, post };
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
