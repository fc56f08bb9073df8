import { describe, expect, it } from 'vitest';
import { accessibilityViolations, useBrowserContext } from './support/browser.js';

const context = useBrowserContext();

describe('the accessibility check the e2e tests run', () => {
  it('reports each WCAG violation of a page, and none of a clean one', async () => {
    const page = await context().newPage();
    await page.setContent(
      '<html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>' +
        '<img src="a.png"><button></button>' +
        '<p style="color:#eee;background:#fff">Faint text</p></main></body></html>',
    );
    expect((await accessibilityViolations(page)).map((line) => line.split(':')[0])).toEqual([
      'button-name',
      'color-contrast',
      'image-alt',
    ]);
    await page.setContent(
      '<html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>' +
        '<img src="a.png" alt="A chart"><button>Save</button></main></body></html>',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
