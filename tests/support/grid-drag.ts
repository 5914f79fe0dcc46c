import type { Locator, Page } from 'playwright-core';

/**
 * The element's box once it has stopped moving: react-grid-layout animates items into place
 * (CSS transitions), and a press on a box taken mid-animation misses a small handle.
 */
async function settledBox(
  from: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = await from.boundingBox();
  for (let round = 0; round < 40; round++) {
    await from.page().waitForTimeout(100);
    const box = await from.boundingBox();
    if (box && last && box.x === last.x && box.y === last.y && box.width === last.width) {
      return box;
    }
    last = box;
  }
  if (!last) throw new Error('nothing to drag');
  return last;
}

/**
 * Drags `from` by (dx, dy) pixels with the mouse, in small steps as a hand would. The element
 * is centred in the viewport first, so the drag never runs past its edge (where the page would
 * scroll under the mouse and the grid would see a shorter move).
 */
export async function dragBy(page: Page, from: Locator, dx: number, dy: number): Promise<void> {
  await from.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
  const box = await settledBox(from);
  const x = box.x + Math.min(box.width / 2, 40);
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(x + (dx * step) / 12, y + (dy * step) / 12);
  }
  await page.mouse.up();
}
