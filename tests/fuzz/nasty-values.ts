import fc from 'fast-check';

/** Keys that pollute prototypes when copied carelessly. */
export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Short text that has broken parsers and stores: control characters, NUL, odd unicode, injections. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0001\u001f\u007f',
    '\r\n\t',
    '\ud800',
    'x\udfff',
    '\u202e\u200b\ufeff',
    '👩‍👩‍👧‍👦',
    'İstanbul ß ﬁ',
    '../../etc/passwd',
    '%00',
    '%',
    "' OR 1=1 --",
    '" or true or "',
    '${jndi:ldap://x}',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '/',
    '-1',
    'NaN',
    'null',
    'true',
    '1e309',
    ...POLLUTING_KEYS,
  ),
);

/** Nasty text, sometimes huge. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: nastyText, weight: 4 },
  {
    arbitrary: fc.constantFrom(1_000, 70_000, 300_000).map((length) => 'x'.repeat(length)),
    weight: 1,
  },
);

/** A value nested `levels` arrays or objects deep. */
export const deepValue: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 15, max: 6_000 }), fc.boolean())
  .map(([levels, useArrays]) => {
    let value: unknown = 'bottom';
    for (let level = 0; level < levels; level += 1) value = useArrays ? [value] : { a: value };
    return value;
  });

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, Number.MIN_VALUE),
);

/** An object whose keys include prototype-polluting ones. */
const pollutingObject: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom(...POLLUTING_KEYS), fc.jsonValue({ maxDepth: 2 }))
  .map(([key, value]): unknown => JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`));

/** Any malformed JSON value: wrong types, huge or deep values, nasty text and keys. */
export const malformedValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(nastyString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  fc.array(nastyString, { maxLength: 5 }),
  fc.nat({ max: 20_000 }).map((length) => Array.from({ length }, (_, index) => index)),
  pollutingObject,
  deepValue,
);
