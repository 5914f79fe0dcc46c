/**
 * What the gallery suite reads of a drawn chart, in the browser (passed to page.evaluate, so
 * it imports nothing): its data marks counted per mark type from the vega scenegraph (axes,
 * legends and titles left out: their ticks follow the size), and its canvas as a PNG.
 */
import type { View } from 'vega';

/** A chart as drawn. */
export interface DrawnScene {
  /** Items of the data marks (role 'mark'), per mark type: "rect": 12. */
  counts: Record<string, number>;
  /** The canvas, as a data: URL, and its size in CSS pixels. */
  png: string;
  width: number;
  height: number;
}

/** Reads `view`'s scenegraph and `canvas`. Runs in the page. */
export function readScene(view: View, canvas: HTMLCanvasElement | null): DrawnScene {
  const counts: Record<string, number> = {};
  interface Node {
    marktype?: string;
    role?: string;
    items?: Node[];
  }
  const walk = (node: Node | undefined, isMark: boolean) => {
    if (!node) return;
    if (node.marktype !== undefined) {
      const data = node.role === 'mark';
      if (data && node.marktype !== 'group') {
        counts[node.marktype] = (counts[node.marktype] ?? 0) + (node.items?.length ?? 0);
      }
      for (const item of node.items ?? []) walk(item, data);
      return;
    }
    void isMark;
    for (const child of node.items ?? []) walk(child, false);
  };
  walk((view.scenegraph() as unknown as { root: Node }).root, false);
  return {
    counts,
    png: canvas ? canvas.toDataURL('image/png') : '',
    width: canvas ? Math.round(canvas.getBoundingClientRect().width) : 0,
    height: canvas ? Math.round(canvas.getBoundingClientRect().height) : 0,
  };
}

/**
 * Share of pixels that differ (any channel by more than 24 of 255) between two PNG data URLs
 * of the same size; -1 when their sizes differ. Runs in the page (the reference page, which
 * has no CSP to refuse data: images).
 */
export async function pixelDifference(a: string, b: string): Promise<number> {
  const load = (src: string) =>
    new Promise<HTMLImageElement>((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve(image);
      image.onerror = () => reject(new Error('image did not load'));
      image.src = src;
    });
  const [first, second] = await Promise.all([load(a), load(b)]);
  if (first.width !== second.width || first.height !== second.height) return -1;
  const pixels = (image: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    // Transparent pixels read as white, like the page behind them.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, image.width, image.height);
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, image.width, image.height).data;
  };
  const one = pixels(first);
  const two = pixels(second);
  let differ = 0;
  for (let i = 0; i < one.length; i += 4) {
    if (
      Math.abs(one[i]! - two[i]!) > 24 ||
      Math.abs(one[i + 1]! - two[i + 1]!) > 24 ||
      Math.abs(one[i + 2]! - two[i + 2]!) > 24
    ) {
      differ += 1;
    }
  }
  return differ / (one.length / 4);
}
