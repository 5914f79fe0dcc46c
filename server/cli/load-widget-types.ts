/**
 * The widget types of this checkout, for the CLI: the same discovery as widgets/registry.ts
 * (every `widgets/<type>/index.ts`, duplicates refused by registry-core) without Vite's
 * import.meta.glob, which only exists in the bundle.
 */
import { readdir } from 'node:fs/promises';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createWidgetRegistry } from '../../widgets/registry-core.ts';
import type { WidgetTypeDefinition } from '../../runtime/widget-sdk/types.ts';

const WIDGETS_DIR = fileURLToPath(new URL('../../widgets/', import.meta.url));

let cssHooked = false;

/** Every registered widget type, in folder order. */
export async function loadWidgetTypes(): Promise<readonly WidgetTypeDefinition[]> {
  if (!cssHooked) {
    register('./widget-css-hooks.mjs', import.meta.url);
    cssHooked = true;
  }
  const folders = (await readdir(WIDGETS_DIR, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const entries: (readonly [string, WidgetTypeDefinition])[] = [];
  for (const folder of folders) {
    const index = path.join(WIDGETS_DIR, folder, 'index.ts');
    const module = (await import(pathToFileURL(index).href).catch((error: Error) => {
      if (
        (error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' &&
        error.message.includes(index)
      ) {
        return undefined; // a folder without index.ts is not a type (the glob skips it too)
      }
      throw error;
    })) as { default: WidgetTypeDefinition } | undefined;
    if (module) entries.push([`./${folder}/index.ts`, module.default]);
  }
  return createWidgetRegistry(entries).types();
}
