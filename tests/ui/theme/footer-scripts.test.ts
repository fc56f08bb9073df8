import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeBase64Chunked } from '../../../src/domain/base64-chunks.js';
import { injectFooterScripts } from '../../../src/ui/theme/footer-scripts.js';

const injected = () => [
  ...document.querySelectorAll<HTMLScriptElement>('script[data-ic-theme-script]'),
];

afterEach(() => {
  for (const script of injected()) script.remove();
});

describe('injectFooterScripts', () => {
  it('adds the https script tags once, however often a page asks', async () => {
    const encoded = encodeBase64Chunked(
      '<script src="https://cdn.example.com/widget.js" defer></script><script>window.__inline = 1</script>',
    );
    const onError = vi.fn();
    await injectFooterScripts(encoded, document, onError);
    await injectFooterScripts(encoded, document, onError);
    expect(injected().map((script) => [script.getAttribute('src'), script.defer])).toEqual([
      ['https://cdn.example.com/widget.js', true],
    ]);
    expect(document.body.innerHTML).not.toContain('__inline');
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a value that is not base64 without touching the page', async () => {
    const onError = vi.fn();
    await injectFooterScripts('%%% not base64 %%%', document, onError);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(injected()).toEqual([]);
  });

  it('reports a script that fails to load, once, also to a page that watches it later', async () => {
    const encoded = encodeBase64Chunked(
      '<script src="https://cdn.example.com/broken.js"></script>',
    );
    const first = vi.fn();
    await injectFooterScripts(encoded, document, first);
    const [script] = injected();
    script?.dispatchEvent(new Event('error'));
    expect(first).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    await injectFooterScripts(encoded, document, later);
    expect(later).not.toHaveBeenCalled();
  });

  it('tells a page that starts watching after the failure, when nobody was told yet', async () => {
    const encoded = encodeBase64Chunked('<script src="https://cdn.example.com/late.js"></script>');
    const stop = await injectFooterScripts(encoded, document, vi.fn());
    stop();
    injected()[0]?.dispatchEvent(new Event('error'));
    const onError = vi.fn();
    await injectFooterScripts(encoded, document, onError);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
