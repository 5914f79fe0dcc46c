/**
 * Records the demo's video TV clips, `config-samples/<tenant>/data/videos/clip-N.webm`: a few
 * seconds of a canvas animation (the tenant's name, a moving bar and a counter) that Chromium
 * itself encodes with MediaRecorder, so no video tool and no download is needed. Small (low
 * resolution and bitrate) because they are committed. Run after changing the drawing:
 * `npx tsx scripts/demo-clips.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../tests/support/browser.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Clips per tenant, their length and the words and colours each shows. */
export const CLIPS: Record<string, { title: string; colour: string }[]> = {
  acme: [
    { title: 'ACME · Weekly deals', colour: '#d4380d' },
    { title: 'ACME · Store of the month', colour: '#1677ff' },
  ],
  globex: [
    { title: 'GLOBEX · New arrivals', colour: '#08979c' },
    { title: 'GLOBEX · Team news', colour: '#531dab' },
  ],
};
const SECONDS = 3;

/**
 * The page script recording one clip, as text: tsx compiles functions with helpers the page
 * does not have, so the code goes to Chromium as a string.
 */
function recordingScript(title: string, colour: string): string {
  return `(async () => {
    const [title, colour, seconds] = ${JSON.stringify([title, colour, SECONDS])};
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d');
    const stream = canvas.captureStream(15);
    const recorder = new MediaRecorder(stream, {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 150000,
    });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    const start = performance.now();
    const draw = () => {
      const t = (performance.now() - start) / 1000;
      context.fillStyle = colour;
      context.fillRect(0, 0, 320, 180);
      context.fillStyle = 'rgba(255,255,255,0.25)';
      context.fillRect(((t / seconds) * 400) % 400 - 80, 0, 80, 180);
      context.fillStyle = '#fff';
      context.font = 'bold 20px sans-serif';
      context.fillText(title, 16, 80);
      context.font = '14px sans-serif';
      context.fillText(t.toFixed(1) + ' s', 16, 150);
      if (t < seconds) requestAnimationFrame(draw);
      else recorder.stop();
    };
    recorder.start();
    draw();
    await done;
    const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
    let binary = '';
    for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
    return btoa(binary);
  })()`;
}

async function main(): Promise<void> {
  const browser = await launchChromium();
  const page = await browser.newPage();
  for (const [tenant, clips] of Object.entries(CLIPS)) {
    const folder = path.join(ROOT, 'config-samples', tenant, 'data', 'videos');
    mkdirSync(folder, { recursive: true });
    for (const [index, clip] of clips.entries()) {
      const base64 = await page.evaluate<string>(recordingScript(clip.title, clip.colour));
      const file = path.join(folder, `clip-${index + 1}.webm`);
      writeFileSync(file, Buffer.from(base64, 'base64'));
      console.log(`${path.relative(ROOT, file)}: ${Math.round((base64.length * 3) / 4 / 1024)} KB`);
    }
  }
  await browser.close();
}

await main();
