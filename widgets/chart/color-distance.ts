/**
 * How far apart two colours look: CIEDE2000 (ΔE00) over CIELAB (D65), the measure the
 * palette (chart-theme.ts) and the legibility check hold series colours to. About 2 is a
 * just-noticeable difference; series a reader must tell apart at a glance want 10 or more.
 */

/** The least ΔE00 between two series of one chart. */
export const MIN_SERIES_DELTA_E = 10;

type Rgb = [number, number, number];
type Lab = [number, number, number];

/** '#rgb', '#rrggbb' or 'rgb(r, g, b)' as 0–255 channels; undefined for anything else. */
export function parseColor(text: string): Rgb | undefined {
  const value = text.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  if (short) return [1, 2, 3].map((i) => parseInt(short[i]! + short[i]!, 16)) as Rgb;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/.exec(value);
  if (long) return [1, 2, 3].map((i) => parseInt(long[i]!, 16)) as Rgb;
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(value);
  if (rgb) return [1, 2, 3].map((i) => Number(rgb[i])) as Rgb;
  return undefined;
}

function toLab([r, g, b]: Rgb): Lab {
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** CIEDE2000 difference of two CIELAB colours (Sharma, Wu and Dalal's formulation). */
function ciede2000([l1, a1, b1]: Lab, [l2, a2, b2]: Lab): number {
  const c1 = Math.hypot(a1, b1);
  const c2 = Math.hypot(a2, b2);
  const cMean = (c1 + c2) / 2;
  const g = 0.5 * (1 - Math.sqrt(cMean ** 7 / (cMean ** 7 + 25 ** 7)));
  const ap1 = (1 + g) * a1;
  const ap2 = (1 + g) * a2;
  const cp1 = Math.hypot(ap1, b1);
  const cp2 = Math.hypot(ap2, b2);
  const hue = (b: number, a: number) =>
    b === 0 && a === 0 ? 0 : (deg(Math.atan2(b, a)) + 360) % 360;
  const hp1 = hue(b1, ap1);
  const hp2 = hue(b2, ap2);
  const dL = l2 - l1;
  const dC = cp2 - cp1;
  let dh = 0;
  if (cp1 * cp2 !== 0) {
    dh = hp2 - hp1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(cp1 * cp2) * Math.sin(rad(dh / 2));
  const lMean = (l1 + l2) / 2;
  const cpMean = (cp1 + cp2) / 2;
  let hMean = hp1 + hp2;
  if (cp1 * cp2 !== 0) {
    if (Math.abs(hp1 - hp2) <= 180) hMean = (hp1 + hp2) / 2;
    else hMean = hp1 + hp2 < 360 ? (hp1 + hp2 + 360) / 2 : (hp1 + hp2 - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos(rad(hMean - 30)) +
    0.24 * Math.cos(rad(2 * hMean)) +
    0.32 * Math.cos(rad(3 * hMean + 6)) -
    0.2 * Math.cos(rad(4 * hMean - 63));
  const dTheta = 30 * Math.exp(-(((hMean - 275) / 25) ** 2));
  const rc = 2 * Math.sqrt(cpMean ** 7 / (cpMean ** 7 + 25 ** 7));
  const sl = 1 + (0.015 * (lMean - 50) ** 2) / Math.sqrt(20 + (lMean - 50) ** 2);
  const sc = 1 + 0.045 * cpMean;
  const sh = 1 + 0.015 * cpMean * t;
  const rt = -Math.sin(rad(2 * dTheta)) * rc;
  return Math.sqrt((dL / sl) ** 2 + (dC / sc) ** 2 + (dH / sh) ** 2 + rt * (dC / sc) * (dH / sh));
}

/** ΔE00 between two CSS colours; throws on a colour it cannot read. */
export function deltaE(a: string, b: string): number {
  const first = parseColor(a);
  const second = parseColor(b);
  if (!first || !second) throw new Error(`cannot compare colours ${a} and ${b}`);
  return ciede2000(toLab(first), toLab(second));
}

/** Pairs of colours in `colors` closer than `threshold` (ΔE00). */
export function closeColorPairs(
  colors: readonly { label: string; color: string }[],
  threshold = MIN_SERIES_DELTA_E,
): { a: string; b: string; deltaE: number }[] {
  const pairs: { a: string; b: string; deltaE: number }[] = [];
  colors.forEach((first, i) => {
    for (const second of colors.slice(i + 1)) {
      const distance = deltaE(first.color, second.color);
      if (distance < threshold) {
        pairs.push({
          a: `${first.label} ${first.color}`,
          b: `${second.label} ${second.color}`,
          deltaE: distance,
        });
      }
    }
  });
  return pairs;
}
