import { gzipSync } from 'node:zlib';
import type { BrowserContext, Response } from 'playwright-core';

export interface FirstLoad {
  url: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  scripts: string[];
}

interface LoadedFile {
  kind: 'js' | 'css';
  url: string;
  bytes: number;
}

/**
 * Everything a fresh page downloads until it shows its heading and the network is then idle,
 * gzip-compressed: the entry, route chunks, and chunks that start loading on their own. Network
 * idleness alone is not the end: on a busy machine the entry can take longer to run than the
 * half second of quiet that counts as idle, and the route's chunks are requested after it.
 */
export async function measureFirstLoad(context: BrowserContext, url: string): Promise<FirstLoad> {
  const page = await context.newPage();
  const files: Promise<LoadedFile>[] = [];
  const readFile = (response: Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    files.push(
      response.body().then((body) => ({
        kind: type === 'script' ? 'js' : 'css',
        url: response.url(),
        bytes: gzipSync(body, { level: 9 }).length,
      })),
    );
  };
  page.on('response', readFile);
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  let loaded: LoadedFile[] = [];
  while (loaded.length < files.length) {
    await page.waitForLoadState('networkidle');
    loaded = await Promise.all(files);
  }
  // A file that arrived after the last wait is read too, while the page can still give its body.
  page.off('response', readFile);
  loaded = await Promise.all(files);
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
