import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Most JavaScript (gzip) a route may load before it shows, entry included. */
export const FIRST_LOAD_JS_BUDGET_BYTES = 200 * 1024;

/**
 * What `/dashboard` loaded (191.8 KB) before forms, lists and saves became one shared kit: the kit
 * was to cost the first page after sign-in nothing, so its first load may not grow past it.
 */
export const DASHBOARD_FIRST_LOAD_JS_BYTES = 196_403;

/** The most JavaScript (gzip) the route at `path` may load before it shows. */
export function firstLoadJsBudget(path: string): number {
  return path === '/dashboard' ? DASHBOARD_FIRST_LOAD_JS_BYTES : FIRST_LOAD_JS_BUDGET_BYTES;
}

const UI_DIST = 'dist/ui';
const MANIFEST = '.vite/manifest.json';
const ENTRY_HTML = 'index.html';

/** One chunk of Vite's build manifest (`build.manifest`), keyed by its source path under `src/ui`. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type BuildManifest = Readonly<Record<string, ManifestChunk>>;

export function readBuildManifest(dist: string = UI_DIST): BuildManifest {
  const path = join(dist, MANIFEST);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as BuildManifest;
  } catch (error) {
    throw new Error(`${path} is missing or unreadable: run \`npm run build\` first`, {
      cause: error,
    });
  }
}

/** A chunk and everything it imports statically, which the browser fetches before running it. */
function staticClosure(manifest: BuildManifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop() ?? '';
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** The lazy frame (top bar, side menu, footer) of every page that has a top bar or side menu. */
const SHELL_LAYOUT_MODULE = 'app/layout/app-layout.tsx';
/** The lazy session work (session checks, idle timer, notifications) of every signed-in page. */
const SIGNED_IN_SESSION_MODULE = 'app/session/signed-in-session.tsx';

/** The lazy modules a page loads as it first shows, besides its own. */
export function frameModules(route: {
  layout: { navBar: boolean; sideMenu: boolean };
  guard: { auth?: boolean };
}): string[] {
  return [
    ...(route.layout.navBar || route.layout.sideMenu ? [SHELL_LAYOUT_MODULE] : []),
    ...(route.guard.auth ? [SIGNED_IN_SESSION_MODULE] : []),
  ];
}

interface RouteFirstLoad {
  path: string;
  modules: readonly string[];
  jsGzipBytes: number;
  chunks: string[];
}

/**
 * What a route downloads before it shows: the entry with its static imports, then the route's
 * lazy chunks (its page, and the frame and session work it shows with) with their static imports,
 * each file gzip-compressed once.
 */
export function routeFirstLoad(
  manifest: BuildManifest,
  route: { path: string; modules: readonly string[] },
  dist: string = UI_DIST,
): RouteFirstLoad {
  const keys = staticClosure(manifest, [ENTRY_HTML, ...route.modules]);
  const files = [...keys].map((key) => manifest[key]?.file ?? '').sort();
  const jsGzipBytes = files
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
  return { path: route.path, modules: route.modules, jsGzipBytes, chunks: files };
}

const DYNAMIC_IMPORT = /import(?:__)?\(\s*["']([^"']+)["']\s*\)/;

/**
 * The manifest key (a path under `src/ui`) of the module a lazy page loads, read from its loader
 * as the test runner transformed it (`__vite_ssr_dynamic_import__("/src/ui/features/…")`).
 */
export function lazyModuleKey(loaderSource: string): string {
  const specifier = DYNAMIC_IMPORT.exec(loaderSource)?.[1];
  if (!specifier?.startsWith('/src/ui/')) {
    throw new Error(`Cannot tell which module this page loads: ${loaderSource}`);
  }
  return specifier.slice('/src/ui/'.length);
}
