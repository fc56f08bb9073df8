import { describe, expect, it } from 'vitest';
import { validate, type RuleName } from '../../../src/domain/validation/index.js';
import { RULE_NAMES } from '../../../src/domain/validation/registry.js';

const ISSUE_RULE_NAMES = [
  ...['alpha', 'alphaNumDash', 'alphaDashSpaces', 'alphaNum', 'alphaNumLower'],
  ...['alphaNumUnderComma', 'lowerAlphaNumUnderHyphen'],
  ...['dateFormat', 'isAfterDate', 'isBeforeDate', 'endAfterStart'],
  ...['email', 'emailFrom', 'lowerCasePeriod', 'periodRequired'],
  ...['excluded', 'unique', 'notAllowed', 'commaSeparated', 'oneOf', 'minItems'],
  ...['number', 'integer', 'numeric', 'maxValue', 'minValue'],
  ...['required', 'maxLength', 'minLength', 'noLeadingTrailingSpace', 'singleSpaces'],
  ...['noWhitespace', 'notStartWith'],
  ...['url', 'urlWithPath', 'urlWithoutPath', 'noFragment', 'bookmarkUrl'],
  ...['json', 'secretLabel', 'phoneNumber', 'nameCharacters', 'tenantName', 'supportKey'],
  ...['queryFilter'],
  ...['assignmentAttribute', 'atLeastOneChecked'],
];

const PARAMS = {
  alpha: {},
  alphaNumDash: {},
  alphaDashSpaces: {},
  alphaNum: {},
  alphaNumLower: {},
  alphaNumUnderComma: {},
  lowerAlphaNumUnderHyphen: {},
  dateFormat: {},
  isAfterDate: { date: '01.01.2020' },
  isBeforeDate: { date: new Date(Date.UTC(2020, 0, 1)) },
  endAfterStart: { start: '2020-01-01' },
  email: {},
  emailFrom: {},
  lowerCasePeriod: {},
  periodRequired: {},
  excluded: { list: ['a'] },
  unique: { others: ['a'] },
  notAllowed: { values: ['a'] },
  commaSeparated: {},
  oneOf: { values: [true, false] },
  minItems: { min: 1 },
  number: {},
  integer: {},
  numeric: {},
  maxValue: { max: 5 },
  minValue: { min: 1 },
  required: {},
  maxLength: { length: 3 },
  minLength: { length: 2 },
  noLeadingTrailingSpace: {},
  singleSpaces: {},
  noWhitespace: {},
  notStartWith: { prefix: 'x' },
  url: {},
  urlWithPath: {},
  urlWithoutPath: {},
  noFragment: {},
  bookmarkUrl: {},
  json: {},
  secretLabel: {},
  phoneNumber: {},
  nameCharacters: {},
  tenantName: {},
  supportKey: {},
  queryFilter: {},
  assignmentAttribute: {},
  atLeastOneChecked: {},
} satisfies Record<RuleName, Record<string, unknown>>;

const hostile = new Proxy(
  {},
  {
    get: () => {
      throw new Error('get');
    },
    ownKeys: () => {
      throw new Error('ownKeys');
    },
    getPrototypeOf: () => {
      throw new Error('getPrototypeOf');
    },
  },
);

const ODD_VALUES: unknown[] = [
  ' ',
  '\u0000',
  '\uD800',
  '😀',
  'x'.repeat(100_000),
  0,
  -0,
  Number.NaN,
  Infinity,
  -Infinity,
  true,
  false,
  10n,
  Symbol('s'),
  [],
  [''],
  [null],
  {},
  Object.create(null),
  { toString: () => 'x' },
  {
    toString: () => {
      throw new Error('toString');
    },
  },
  () => 1,
  new Date('invalid'),
  new Date(0),
  /x/,
  new Map(),
  hostile,
];

const JUDGING_EMPTY = new Set<RuleName>(['required', 'minItems', 'atLeastOneChecked']);

describe('validate', () => {
  it('knows exactly the rules the issue names', () => {
    expect([...RULE_NAMES].sort()).toEqual([...ISSUE_RULE_NAMES].sort());
  });

  it('never throws on any value, and answers valid or a translation key', () => {
    for (const rule of RULE_NAMES) {
      for (const value of ODD_VALUES) {
        const result = validate(rule, value, PARAMS[rule]);
        if (!result.valid) expect(result.message, rule).toMatch(/^validation\.[A-Za-z]+$/);
        expect(typeof result.valid, rule).toBe('boolean');
      }
    }
  });

  it('fails with validation.<rule> on a value of the wrong kind (any value is present)', () => {
    expect(validate('required', Symbol('s'))).toEqual({ valid: true });
    for (const rule of RULE_NAMES.filter((name) => name !== 'required')) {
      const result = validate(rule, Symbol('s'), PARAMS[rule]);
      expect(result, rule).toMatchObject({ valid: false, message: `validation.${rule}` });
    }
  });

  it('lets empty values pass every rule but required, minItems and atLeastOneChecked', () => {
    for (const rule of RULE_NAMES) {
      for (const empty of [undefined, null, '']) {
        const result = validate(rule, empty, PARAMS[rule]);
        expect(result.valid, `${rule} ${String(empty)}`).toBe(!JUDGING_EMPTY.has(rule));
      }
    }
  });

  it('answers invalid when a value throws while a rule inspects it', () => {
    expect(validate('atLeastOneChecked', hostile)).toEqual({
      valid: false,
      message: 'validation.atLeastOneChecked',
    });
  });

  it('answers valid: true with nothing else', () => {
    expect(validate('alpha', 'abc')).toEqual({ valid: true });
    expect(validate('maxLength', 'abc', { length: 3 })).toEqual({ valid: true });
  });

  it('leaves values out of a failure that has none', () => {
    expect(validate('email', 'nope')).toStrictEqual({ valid: false, message: 'validation.email' });
  });

  it('works without params for rules that take none, ignoring stray ones', () => {
    expect(validate('alpha', 'abc', { length: 2 })).toEqual({ valid: true });
  });

  it('throws a developer error for an unknown rule', () => {
    for (const name of ['nope', '__proto__', 'toString', 'constructor']) {
      expect(() => validate(name as RuleName, 'x')).toThrow(`Unknown validation rule "${name}"`);
    }
  });

  it('throws a developer error naming the rule and the param for params that do not fit', () => {
    expect(() => validate('maxLength', 'abc', { length: '3' })).toThrow(
      /Invalid params for validation rule "maxLength":[\s\S]*length/,
    );
  });
});
