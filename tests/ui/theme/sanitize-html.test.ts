import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeScriptTags } from '../../../src/ui/components/sanitize-html.js';

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('sanitizeHtml', () => {
  it('keeps the image but drops its onerror handler', () => {
    const clean = parse(sanitizeHtml('<p>Footer <img src=x onerror="window.__pwned=1"></p>'));
    const image = clean.querySelector('img');
    expect(image?.getAttribute('src')).toBe('x');
    expect(image?.getAttribute('onerror')).toBeNull();
    expect(clean.textContent).toBe('Footer ');
  });

  it('removes scripts, every event handler and javascript: links', () => {
    const clean = sanitizeHtml(
      '<script>alert(1)</script><a href="javascript:alert(2)" onclick="alert(3)">Help</a>' +
        '<div onmouseover="alert(4)"><svg onload="alert(5)"></svg></div>',
    );
    expect(clean).not.toMatch(/script|alert|on\w+=/i);
    expect(parse(clean).querySelector('a')?.textContent).toBe('Help');
  });

  it('drops forms, styles, frames and data: links, keeping safe links and images', () => {
    const clean = parse(
      sanitizeHtml(
        '<style>body{display:none}</style><form action="https://evil.example"><input name="pw"></form>' +
          '<iframe title="x"></iframe><a href="data:text/html,x">data</a>' +
          '<a href="https://example.com/help" target="_blank">Help</a><a href="/privacy">Privacy</a>' +
          '<a href="mailto:help@example.com">Mail</a><img src="data:image/png;base64,AAAA" alt="logo">',
      ),
    );
    expect(clean.querySelector('style, form, input, iframe')).toBeNull();
    const links = [...clean.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      null,
      'https://example.com/help',
      '/privacy',
      'mailto:help@example.com',
    ]);
    expect(clean.querySelector('a[target="_blank"]')?.getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect(clean.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,AAAA');
  });
});

describe('sanitizeScriptTags', () => {
  it('keeps only script tags that load from https', () => {
    const tags = sanitizeScriptTags(
      '<script src="https://cdn.example.com/a.js" async></script>' +
        '<script>window.__inline = 1</script>' +
        '<script src="http://cdn.example.com/b.js"></script>' +
        '<script src="javascript:alert(1)"></script>' +
        '<script src="https://cdn.example.com/c.js">window.__mixed = 1</script>' +
        '<img src=x onerror="window.__pwned=1">' +
        '<script src="https://cdn.example.com/d.js" integrity="sha384-abc" crossorigin="anonymous"></script>',
    );
    expect(tags).toEqual([
      {
        src: 'https://cdn.example.com/a.js',
        async: true,
        defer: false,
        crossOrigin: null,
        integrity: null,
        referrerPolicy: null,
      },
      {
        src: 'https://cdn.example.com/d.js',
        async: false,
        defer: false,
        crossOrigin: 'anonymous',
        integrity: 'sha384-abc',
        referrerPolicy: null,
      },
    ]);
  });

  it('finds nothing in text without script tags', () => {
    expect(sanitizeScriptTags('just text')).toEqual([]);
    expect(sanitizeScriptTags('')).toEqual([]);
  });
});
