import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  route: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: string[];
}

export const DASHBOARD_JS_BUDGET_BYTES = 200 * 1024;

/** Routes whose first load is measured, with the folder of their lazy screen chunk. */
export const MEASURED_ROUTES = [
  { route: '/login', screen: 'features/login/' },
  { route: '/dashboard', screen: 'features/dashboard/' },
] as const;

/**
 * What a first visit to a route downloads: the entry chunk, the route's lazy chunk and
 * every chunk they import statically, with their CSS, gzip-compressed.
 */
export function firstLoadWeight(distDir: string, route: string, screen: string): RouteWeight {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const screenKey = Object.keys(manifest).find(
    (key) => manifest[key]?.isDynamicEntry && (manifest[key]?.src ?? key).includes(screen),
  );
  if (!entryKey || !screenKey) throw new Error(`No chunk found for ${route}`);

  const chunks = new Set<string>();
  const visit = (key: string) => {
    if (chunks.has(key)) return;
    chunks.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(screenKey);

  const js = [...chunks].map((key) => manifest[key]!.file);
  const css = [...new Set([...chunks].flatMap((key) => manifest[key]?.css ?? []))];
  const gzip = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  return {
    route,
    jsGzipBytes: js.reduce((sum, file) => sum + gzip(file), 0),
    cssGzipBytes: css.reduce((sum, file) => sum + gzip(file), 0),
    files: [...js, ...css],
  };
}
