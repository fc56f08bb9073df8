import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../src/ui/i18n/locales/en.json';

const UI_ROOT = resolve(process.cwd(), 'src/ui');
const GENERATED = join(UI_ROOT, 'gql');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === GENERATED ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function lookup(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[part]
          : undefined,
      en,
    );
}

const NAMESPACES = Object.keys(en).join('|');
const PATTERNS = [
  /\bt\(\s*(['"`])([^'"`$]+)\1/g,
  /\bi18nKey=\{?\s*(['"])([^'"]+)\1/g,
  new RegExp(`(['"])((?:${NAMESPACES})\\.[A-Za-z0-9_.]+)\\1`, 'g'),
];

function keysUsedIn(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return PATTERNS.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => match[2] ?? ''),
  );
}

describe('i18n catalogue', () => {
  const files = sourceFiles(UI_ROOT);
  const usages = files.flatMap((file) =>
    keysUsedIn(file).map((key) => ({ key, file: relative(UI_ROOT, file) })),
  );

  it('finds the translation keys the UI uses', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(new Set(usages.map((usage) => usage.key)).size).toBeGreaterThan(30);
  });

  it('has an en message for every key used in src/ui', () => {
    const missing = usages.filter(({ key }) => typeof lookup(key) !== 'string');
    expect(missing.map(({ key, file }) => `${key} (${file})`)).toEqual([]);
  });

  it('notices a key that is missing', () => {
    const [pattern] = PATTERNS;
    const found = [...`t('shell.noSuchKey')`.matchAll(pattern ?? /$^/g)].map((match) => match[2]);
    expect(found).toEqual(['shell.noSuchKey']);
    expect(lookup('shell.noSuchKey')).toBeUndefined();
  });
});
