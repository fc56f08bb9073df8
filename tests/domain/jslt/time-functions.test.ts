import { describe, expect, it } from 'vitest';
import { evaluateJslt } from '../../../src/domain/jslt/evaluate.js';

/** 2018-05-30T11:46:37Z */
const MAY_30 = 1527680797;
/** 2018-06-22T14:23:11Z, a Friday (summer time in Oslo and New York). */
const JUNE_22 = 1529677391;

describe('JSLT parse-time', () => {
  it.each<[string, string, unknown]>([
    ['2018-05-30T11:46:37Z', "yyyy-MM-dd'T'HH:mm:ssX", MAY_30],
    ['2018-05-30T13:46:37+02', "yyyy-MM-dd'T'HH:mm:ssX", MAY_30],
    ['2018-05-30T13:46:37+0200', "yyyy-MM-dd'T'HH:mm:ssXX", MAY_30],
    ['2018-05-30T07:16:37-04:30', "yyyy-MM-dd'T'HH:mm:ssXXX", MAY_30],
    ['2018-05-30T11:46:37Z', "yyyy-MM-dd'T'HH:mm:ssXXX", MAY_30],
    ['2018-05-30T11:46:37.250Z', "yyyy-MM-dd'T'HH:mm:ss.SSSX", MAY_30 + 0.25],
    ['2018-05-30 11:46:37', 'yyyy-MM-dd HH:mm:ss', MAY_30],
    ['2018-05-30', 'yyyy-MM-dd', 1527638400],
    ['20180530114637', 'yyyyMMddHHmmss', MAY_30],
    ['30/May/2018:13:46:37 +0200', 'dd/MMM/yyyy:HH:mm:ss Z', MAY_30],
    ['Wed, 30 May 2018 11:46:37 +0000', 'EEE, dd MMM yyyy HH:mm:ss Z', MAY_30],
    ['Wednesday 30 MAY 2018 11:46:37', 'EEEE d MMMM yyyy H:m:s', MAY_30],
    ['5/30/2018 11:46:37 PM', 'M/d/yyyy hh:mm:ss a', MAY_30 + 12 * 3600],
    ['5/30/2018 12:46:37 am', 'M/d/yyyy h:mm:ss a', MAY_30 - 11 * 3600],
    ['30.05.18', 'dd.MM.yy', 1527638400],
    ['01.01.70', 'dd.MM.yy', 0],
    ["2018'05", "yyyy''MM", 1525132800],
    // As SimpleDateFormat: out-of-range fields roll over, and text after the pattern is ignored.
    ['2018-13-01', 'yyyy-MM-dd', 1546300800],
    ['2018-05-30T11:46:37Z', 'yyyy-MM-dd', 1527638400],
  ])('%s with %s is %j', (text, pattern, expected) => {
    expect(evaluateJslt('parse-time(.t, .p)', { t: text, p: pattern })).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['parse-time(null, "yyyy")', null],
    ['parse-time(.missing, "yyyy")', null],
    ['parse-time(20180530, "yyyyMMdd")', 1527638400],
    ['parse-time("2018-05-30T11:46:37", "yyyy-MM-dd\'T\'HH:mm:ssX", null)', null],
    ['parse-time("yesterday", "yyyy-MM-dd", "?")', '?'],
    ['parse-time("2018-5", "yyyyMM", 0)', 0],
  ])('%s is %j', (expression, expected) => {
    expect(evaluateJslt(expression, {})).toBe(expected);
  });

  it.each<[string, string]>([
    [
      'parse-time("2018-05-30T11:46:37", "yyyy-MM-dd\'T\'HH:mm:ssX")',
      'parse-time() cannot parse "2018-05-30T11:46:37" at line 1, column 1',
    ],
    [
      'parse-time("x", "yyyy-QQ", null)',
      "parse-time() cannot use format 'yyyy-QQ': unsupported pattern letter 'Q' at line 1, column 1",
    ],
    [
      'parse-time("x", "yyyy\'T")',
      "parse-time() cannot use format 'yyyy'T': unterminated quote at line 1, column 1",
    ],
  ])('%s fails', (expression, message) => {
    expect(() => evaluateJslt(expression, {})).toThrow(message);
  });
});

describe('JSLT format-time', () => {
  it.each<[unknown, string, string | null, string]>([
    [JUNE_22, "yyyy-MM-dd'T'HH:mm:ss", null, '2018-06-22T14:23:11'],
    [0, 'yyyy-MM-dd', null, '1970-01-01'],
    [`${JUNE_22}`, 'yyyy-MM-dd', null, '2018-06-22'],
    [JUNE_22 + 0.5, 'HH:mm:ss.SSS', null, '14:23:11.500'],
    [JUNE_22, "yyyy-MM-dd'T'HH:mm:ssX", null, '2018-06-22T14:23:11Z'],
    [JUNE_22, 'HH:mm Z', null, '14:23 +0000'],
    [JUNE_22, 'd MMM yyyy, EEEE', null, '22 Jun 2018, Friday'],
    [JUNE_22, 'EEE MMMM d', null, 'Fri June 22'],
    [JUNE_22, 'M/d/yy h:mm a', null, '6/22/18 2:23 PM'],
    [JUNE_22 - 14 * 3600, 'hh:mm a', null, '12:23 AM'],
    [JUNE_22, "'at' HH 'o''clock'", null, "at 14 o'clock"],
    [JUNE_22, "yyyy-MM-dd'T'HH:mm:ssXXX", 'Europe/Oslo', '2018-06-22T16:23:11+02:00'],
    [JUNE_22, 'HH X XX Z', 'Europe/Oslo', '16 +02 +0200 +0200'],
    [1514764800, 'yyyy-MM-dd HH:mm Z', 'Europe/Oslo', '2018-01-01 01:00 +0100'],
    [JUNE_22, 'HH:mm XXX', 'America/New_York', '10:23 -04:00'],
    [JUNE_22, 'HH:mm X XXX', 'Asia/Kolkata', '19:53 +05 +05:30'],
    [JUNE_22, 'HH:mm X', 'UTC', '14:23 Z'],
  ])('%j with %s in %s is %s', (seconds, pattern, zone, expected) => {
    const expression = zone === null ? 'format-time(.s, .p)' : 'format-time(.s, .p, .z)';
    expect(evaluateJslt(expression, { s: seconds, p: pattern, z: zone })).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['format-time(null, "yyyy-MM-dd")', null],
    ['format-time(.missing, "yyyy-MM-dd")', null],
    ['format-time(true, "yyyy-MM-dd")', null],
    [
      'format-time(parse-time("2018-05-30T13:46:37+02:00", "yyyy-MM-dd\'T\'HH:mm:ssXXX"), "yyyy-MM-dd\'T\'HH:mm:ssX")',
      '2018-05-30T11:46:37Z',
    ],
  ])('%s is %j', (expression, expected) => {
    expect(evaluateJslt(expression, {})).toBe(expected);
  });

  it.each<[string, string]>([
    [
      'format-time(0, "yyyy", "Mars/Olympus")',
      "format-time() unknown timezone 'Mars/Olympus' at line 1, column 1",
    ],
    [
      'format-time(0, "XXXX")',
      "format-time() cannot use format 'XXXX': invalid zone pattern 'XXXX' at line 1, column 1",
    ],
    [
      'format-time(0, "yyyy-ww")',
      "format-time() cannot use format 'yyyy-ww': unsupported pattern letter 'w'",
    ],
    ['format-time("soon", "yyyy")', 'format-time() cannot read "soon" as a timestamp'],
    ['format-time(1e13, "yyyy")', 'format-time() timestamp out of range: 10000000000000'],
  ])('%s fails', (expression, message) => {
    expect(() => evaluateJslt(expression, {})).toThrow(message);
  });
});
