import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const NODE_MODULES = join(process.cwd(), 'node_modules');
const SDK_DIST = join(NODE_MODULES, '@forgerock', 'javascript-sdk', 'dist');

/** The SDK's ESM build imports these packages by name; the page maps them to their browser builds. */
const IMPORT_MAP = {
  imports: {
    '@reduxjs/toolkit': '/modules/@reduxjs/toolkit/dist/redux-toolkit.browser.mjs',
    '@reduxjs/toolkit/query': '/modules/@reduxjs/toolkit/dist/query/rtk-query.browser.mjs',
    '@standard-schema/utils': '/modules/@standard-schema/utils/dist/index.js',
    immer: '/modules/immer/dist/immer.production.mjs',
    redux: '/modules/redux/dist/redux.browser.mjs',
    'redux-thunk': '/modules/redux-thunk/dist/redux-thunk.mjs',
    reselect: '/modules/reselect/dist/reselect.browser.mjs',
  },
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>SDK sample</title>
    <script type="importmap">${JSON.stringify(IMPORT_MAP)}</script>
    <script type="module">
      import * as forgerock from '/sdk/index.js';
      window.forgerock = forgerock;
      document.body.dataset.sdk = 'ready';
    </script>
  </head>
  <body>
    <main><h1>SDK sample</h1></main>
  </body>
</html>`;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.cjs': 'text/javascript',
};

/** A file under `root` named by `relative`, or null when the path leaves `root`. */
function inside(root: string, relative: string): string | null {
  const path = normalize(join(root, relative));
  return path.startsWith(root + sep) ? path : null;
}

function fileFor(pathname: string): string | null {
  const decoded = decodeURIComponent(pathname);
  if (decoded.startsWith('/sdk/')) return inside(SDK_DIST, decoded.slice('/sdk/'.length));
  const mapped = Object.values(IMPORT_MAP.imports).includes(decoded);
  if (mapped) return inside(NODE_MODULES, decoded.slice('/modules/'.length));
  return null;
}

export interface SdkApp {
  /** The application's origin, e.g. http://127.0.0.1:43121 */
  origin: string;
  /** Its OAuth redirect URI: the same page, which the SDK reads the code from. */
  redirectUri: string;
  close(): Promise<void>;
}

/**
 * A single-page application on its own origin that loads the ForgeRock JavaScript SDK's ESM
 * build from node_modules and exposes it as `window.forgerock`. Every HTML path serves the page.
 */
export async function startSdkApp(port = 0): Promise<SdkApp> {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://app.invalid');
    const file = extname(pathname) ? fileFor(pathname) : undefined;
    if (file === undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
      return;
    }
    if (file === null) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => {
        const type = TYPES[extname(file)] ?? 'application/octet-stream';
        response.writeHead(200, { 'content-type': type }).end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    redirectUri: `${origin}/callback`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
