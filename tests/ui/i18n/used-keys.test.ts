import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGE_KEYS } from '../../../src/domain/validation/message-keys.js';
import { CATALOGUES, flatten, hasMessage } from './catalogue.js';

const SRC = resolve(process.cwd(), 'src');
const GENERATED = [join(SRC, 'ui/gql'), join(SRC, 'gateway/generated')];

/**
 * The issue codes of zod 4: the gateway answers `validation.<code>` for a failure that carries
 * no translation key of its own.
 */
const ZOD_ISSUE_CODES = [
  'invalid_type',
  'too_big',
  'too_small',
  'invalid_format',
  'not_multiple_of',
  'unrecognized_keys',
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'invalid_value',
  'custom',
];

const en = flatten(CATALOGUES.en);
const NAMESPACES = Object.keys(CATALOGUES.en).join('|');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return GENERATED.includes(path) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** In the UI: t() calls, i18nKey props and string constants under a catalogue namespace. */
const UI_PATTERNS = [
  /\bt\(\s*(['"`])([^'"`$]+)\1/g,
  /\bi18nKey=\{?\s*(['"])([^'"]+)\1/g,
  new RegExp(`(?<!type:\\s*)(['"])((?:${NAMESPACES})\\.[A-Za-z0-9_.]+)\\1`, 'g'),
];

/**
 * Outside the UI (machines, domain, gateway): notices, error keys and validation messages, which
 * the UI shows translated.
 */
const SHARED_PATTERNS = [
  /\bmessageKey:\s*(['"])([^'"]+)\1/g,
  /(['"])((?:[A-Za-z]+\.)?errors\.[A-Za-z0-9_]+)\1/g,
  /(['"])(validation\.[A-Za-z0-9_.]*[A-Za-z0-9_])\1/g,
];

function keysIn(source: string, patterns: readonly RegExp[]): string[] {
  return patterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => match[2] ?? ''),
  );
}

interface Usage {
  key: string;
  from: string;
}

function usagesIn(dir: string, patterns: readonly RegExp[]): Usage[] {
  return sourceFiles(join(SRC, dir)).flatMap((file) =>
    keysIn(readFileSync(file, 'utf8'), patterns).map((key) => ({
      key,
      from: relative(SRC, file),
    })),
  );
}

const usages: Usage[] = [
  ...usagesIn('ui', UI_PATTERNS),
  ...['machines', 'domain', 'gateway'].flatMap((dir) => usagesIn(dir, SHARED_PATTERNS)),
  ...VALIDATION_MESSAGE_KEYS.map((key) => ({ key, from: 'VALIDATION_MESSAGE_KEYS' })),
  ...ZOD_ISSUE_CODES.map((code) => ({ key: `validation.${code}`, from: 'gateway fallback' })),
];

describe('keys used in code', () => {
  it('are found in the UI, the machines, the domain rules and the gateway', () => {
    const from = (prefix: string) => usages.filter((usage) => usage.from.startsWith(prefix));
    expect(new Set(from('ui/').map((usage) => usage.key)).size).toBeGreaterThan(30);
    expect(from('machines/').map((usage) => usage.key)).toContain(
      'certificationTask.errors.signOff',
    );
    expect(from('domain/').map((usage) => usage.key)).toContain('validation.theme.colour');
    expect(from('gateway/').map((usage) => usage.key)).toContain('validation.locale');
    expect(usages.map((usage) => usage.key)).toContain('validation.password.minCapitals');
  });

  it('all have an en message', () => {
    const missing = usages.filter(({ key }) => !hasMessage(en, key));
    expect(missing.map(({ key, from }) => `${key} (${from})`)).toEqual([]);
  });

  it('are checked by a gate that notices a missing key', () => {
    const source = `
      t('shell.noSuchKey');
      send({ type: 'shell.signOut' });
      notify({ messageKey: 'notifications.nothing', tone: 'danger' });
      errorKey: 'certificationTask.errors.noSuchError',
      z.regex(/x/, 'validation.noSuchRule'),
    `;
    const found = new Set([...keysIn(source, UI_PATTERNS), ...keysIn(source, SHARED_PATTERNS)]);
    expect([...found].sort()).toEqual([
      'certificationTask.errors.noSuchError',
      'notifications.nothing',
      'shell.noSuchKey',
      'validation.noSuchRule',
    ]);
    expect([...found].filter((key) => !hasMessage(en, key))).toHaveLength(4);
  });
});
