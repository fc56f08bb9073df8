import { describe, it } from 'vitest';
import { expectInvalid, expectValid } from './expect-rule.js';

describe('email rules', () => {
  it('email: one address', () => {
    expectValid('email', ['a@b.co', 'first.last+tag@example.org', "o'brien@example.ie"]);
    expectInvalid('email', [
      'a@b',
      'a b@c.co',
      '@b.co',
      'a@',
      'a@@b.co',
      ' a@b.co',
      'a@b.co ',
      'a..b@c.co',
      'Jane <a@b.co>',
      42,
      ['a@b.co', 'a@b'],
    ]);
  });

  it('emailFrom: a bare address or a display name with the address in angle brackets', () => {
    expectValid('emailFrom', [
      'a@b.co',
      'Jane Doe <jane@example.com>',
      '"Doe, Jane" <jane@example.com>',
      '<jane@example.com>',
      'Jane<jane@example.com>',
      'Acme <noreply@acme.test>',
      'noreply@acme.test',
      'Acme Support Team <noreply@acme.test>',
    ]);
    expectInvalid('emailFrom', [
      'Jane Doe',
      'Jane <jane@example>',
      'jane@example.com>',
      'Jane <jane@example.com',
      'a@b.co, c@d.co',
      'a@b.co,c@d.co',
      'Jane <a@b.co> x',
      'Doe, Jane <jane@example.com>',
      'Acme',
      'Acme <>',
      'Acme noreply@acme.test',
      'Acme <noreply@acme.test> <other@acme.test>',
      'Acme <<noreply@acme.test>>',
      'Acme\n<noreply@acme.test>',
      7,
    ]);
  });

  it('lowerCasePeriod: a lower-case domain with a period, as cloud certificates need', () => {
    expectValid('lowerCasePeriod', ['example.com', 'login.my-tenant.example.com', 'a1.b2c']);
    expectInvalid('lowerCasePeriod', [
      'Example.com',
      'example',
      '.example.com',
      'example.com.',
      'ex_ample.com',
      '-a.com',
      'a-.com',
      'example.123',
      'a..com',
      `${'a'.repeat(250)}.com`,
    ]);
  });

  it('periodRequired: contains a period', () => {
    expectValid('periodRequired', ['a.b', '.', 'example.com']);
    expectInvalid('periodRequired', ['ab', 'a,b', 1.5]);
  });
});
