/**
 * The viewer's production build for the browser benchmark, and what its first page load
 * costs in JavaScript: the files index.html loads up front (its module scripts and
 * modulepreloads), their gzip size, and whether a library that must load on demand (vega,
 * CodeMirror, the builder) landed in them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Rolldown } from 'vite';
import { buildFrontEnd } from '../../server/http/front-end-build.ts';
import { REPO_ROOT } from '../../server/data/data-dir.ts';

const BUILDER_DIR = path.join(REPO_ROOT, 'builder') + path.sep;

/** Whether a module id (an absolute path) lies in one of the packages `names`. */
function inPackage(...names: string[]): (id: string) => boolean {
  const parts = names.map((name) => `${path.sep}node_modules${path.sep}${name}${path.sep}`);
  return (id) => parts.some((part) => id.includes(part));
}

/** Modules that must stay out of the initial JavaScript: they load with the first chart or editor. */
export const ON_DEMAND_MODULES: readonly { name: string; test: (id: string) => boolean }[] = [
  // vega itself is a bundle of vega-* packages (vega-scenegraph, vega-dataflow, ...).
  { name: 'vega', test: (id) => /[\\/]node_modules[\\/]vega(-[\w-]+)?[\\/]/.test(id) },
  { name: 'vega-lite', test: inPackage('vega-lite') },
  { name: 'vega-embed', test: inPackage('vega-embed') },
  { name: 'react-vega', test: inPackage('react-vega') },
  { name: 'codemirror', test: inPackage('@codemirror', 'codemirror', '@uiw/react-codemirror') },
  { name: 'builder', test: (id) => id.startsWith(BUILDER_DIR) },
];

/** One file the browser loads before any lazy chunk. */
export interface InitialFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** The initial JavaScript of a build. */
export interface InitialJs {
  files: InitialFile[];
  gzipBytes: number;
  /** Names of {@link ON_DEMAND_MODULES} found in the initial files (none is the goal). */
  onDemandFound: string[];
}

type OutputChunk = Rolldown.OutputChunk;

/**
 * Builds the viewer into `distDir` the way `navigator start` does (buildFrontEnd), keeping
 * Vite's output so each chunk's modules are known. Never `dist/`: other tools (e2e runs,
 * `navigator start`) build there.
 */
export async function buildViewer(distDir: string): Promise<OutputChunk[]> {
  const output = await buildFrontEnd(REPO_ROOT, distDir, 'error');
  const results = Array.isArray(output) ? output : [output];
  const chunks: OutputChunk[] = [];
  for (const result of results) {
    if (!('output' in result)) throw new Error('vite build started a watcher instead of building');
    for (const item of result.output) if (item.type === 'chunk') chunks.push(item);
  }
  return chunks;
}

/** Local files index.html loads up front: `<script type="module" src>` and modulepreloads. */
export function initialScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag) && /\btype=["']?module/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /\brel=["']?modulepreload/i.test(tag);
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if ((isScript || isPreload) && url && !/^[a-z]+:\/\//i.test(url)) found.push(url);
  }
  return [...new Set(found)];
}

/** Measures the initial JavaScript of the build in `distDir` (chunks from {@link buildViewer}). */
export async function measureInitialJs(
  distDir: string,
  chunks: readonly OutputChunk[],
): Promise<InitialJs> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const files: InitialFile[] = [];
  const modules: string[] = [];
  for (const url of initialScripts(html)) {
    const file = url.replace(/^\.?\//, '');
    const content = await readFile(path.join(distDir, file));
    files.push({ file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length });
    const chunk = chunks.find((candidate) => candidate.fileName === file);
    if (!chunk) throw new Error(`${file} is in index.html but not in Vite's output`);
    modules.push(...chunk.moduleIds);
  }
  if (files.length === 0) throw new Error(`no module script in ${distDir}/index.html`);
  const onDemandFound = ON_DEMAND_MODULES.filter(({ test }) => modules.some(test)).map(
    ({ name }) => name,
  );
  return {
    files,
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    onDemandFound,
  };
}
