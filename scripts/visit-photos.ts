/**
 * Writes the demo's store-visit pictures, `config-samples/<tenant>/data/photos/visit-NN.svg`
 * (VISIT_PICTURES of them per tenant, a few KB each): a storefront drawn from the picture's
 * number, in the tenant's colours, that the demo's `store_visits.photo_url` names and the
 * tenant data route serves. Run after changing the drawing: `npx tsx scripts/visit-photos.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { VISIT_PICTURES } from '../server/data/build-engagement.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const TENANTS: Record<string, { name: string; colours: string[] }> = {
  acme: { name: 'ACME', colours: ['#d4380d', '#1677ff', '#389e0d', '#722ed1'] },
  globex: { name: 'GLOBEX', colours: ['#08979c', '#d48806', '#531dab', '#cf1322'] },
};
const SKIES = [
  ['#8ec5ff', '#e6f4ff'],
  ['#ffb37a', '#fff1e0'],
  ['#5b6cc7', '#c9d2ff'],
  ['#a0d911', '#f4ffe0'],
];

/** One storefront picture: sky, building, awning, sign, windows, door, a shopper or two. */
export function visitPicture(tenant: string, index: number): string {
  const { name, colours } = TENANTS[tenant]!;
  const colour = colours[index % colours.length]!;
  const [skyTop, skyBottom] = SKIES[Math.floor(index / 3) % SKIES.length]!;
  const stripes = Array.from({ length: 10 }, (_, i) =>
    i % 2 === 0 ? `<rect x="${40 + i * 32}" y="118" width="32" height="26" fill="${colour}"/>` : '',
  ).join('');
  const shoppers = Array.from({ length: 1 + (index % 3) }, (_, i) => {
    const x = 70 + ((index * 53 + i * 97) % 260);
    return `<circle cx="${x}" cy="232" r="7" fill="#333"/><rect x="${x - 7}" y="240" width="14" height="24" rx="5" fill="${colours[(index + i + 1) % colours.length]}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#sky)"/>
<circle cx="${330 - (index % 4) * 40}" cy="50" r="22" fill="#fff7c2" opacity="0.9"/>
<rect x="0" y="262" width="400" height="38" fill="#9e9e9e"/>
<rect x="40" y="70" width="320" height="192" fill="#f5f0e6" stroke="#8c8c8c"/>
<rect x="40" y="80" width="320" height="36" fill="#262626"/>
<text x="200" y="106" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${name}</text>
<rect x="40" y="118" width="320" height="26" fill="#fff"/>${stripes}
<rect x="60" y="160" width="100" height="70" fill="#bae0ff" stroke="#595959"/>
<rect x="240" y="160" width="100" height="70" fill="#bae0ff" stroke="#595959"/>
<rect x="178" y="168" width="44" height="94" fill="#595959"/>
<rect x="72" y="196" width="${20 + (index % 5) * 14}" height="34" fill="${colour}" opacity="0.6"/>
<rect x="252" y="186" width="${30 + (index % 4) * 12}" height="44" fill="${colours[(index + 2) % colours.length]}" opacity="0.5"/>
${shoppers}
<text x="392" y="292" font-family="Arial, sans-serif" font-size="11" fill="#fff" text-anchor="end">visit ${String(index + 1).padStart(2, '0')}</text>
</svg>
`;
}

for (const tenant of Object.keys(TENANTS)) {
  const dir = path.join(ROOT, 'config-samples', tenant, 'data', 'photos');
  mkdirSync(dir, { recursive: true });
  for (let index = 0; index < VISIT_PICTURES; index += 1) {
    const file = path.join(dir, `visit-${String(index + 1).padStart(2, '0')}.svg`);
    writeFileSync(file, visitPicture(tenant, index));
  }
}
