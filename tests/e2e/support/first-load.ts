import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';

export interface FirstLoad {
  url: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  scripts: string[];
}

/**
 * Everything a fresh page downloads until the network is idle, gzip-compressed: the entry,
 * route chunks, and chunks that start loading on their own.
 */
export async function measureFirstLoad(context: BrowserContext, url: string): Promise<FirstLoad> {
  const page = await context.newPage();
  const sizes: Promise<{ kind: 'js' | 'css'; url: string; bytes: number } | undefined>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    sizes.push(
      response.body().then((body) => ({
        kind: type === 'script' ? 'js' : 'css',
        url: response.url(),
        bytes: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const loaded = (await Promise.all(sizes)).filter((entry) => entry !== undefined);
  await page.close();
  const total = (kind: 'js' | 'css') =>
    loaded.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + entry.bytes, 0);
  return {
    url,
    jsGzipBytes: total('js'),
    cssGzipBytes: total('css'),
    scripts: loaded
      .filter((entry) => entry.kind === 'js')
      .map((entry) => new URL(entry.url).pathname),
  };
}
