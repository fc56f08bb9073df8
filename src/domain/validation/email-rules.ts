import * as z from 'zod/mini';
import { patternSchema, simpleRule, textSchema } from './rule.js';

const isEmail = (text: string) => z.regexes.email.test(text);

/**
 * `Name <a@b.c>`, `"Name, Inc." <a@b.c>`, `<a@b.c>` or a bare `a@b.c`; never a line break, which
 * would end the header it goes into.
 */
const FROM_ADDRESS = /^(?:(?:"[^"\\\r\n]*"|[^"<>@,;:\r\n]*?)[ \t]*<([^<>\s]+)>|([^<>\s]+))$/;

/** A lower-case domain name with at least one period, as managed certificates require. */
const CERTIFICATE_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z](?:[a-z0-9-]*[a-z0-9])?$/;

export const emailRules = {
  email: simpleRule(z.email('validation.email')),
  emailFrom: simpleRule(
    textSchema('validation.emailFrom', (text) => {
      const match = FROM_ADDRESS.exec(text);
      const address = match?.[1] ?? match?.[2];
      return address !== undefined && isEmail(address);
    }),
  ),
  lowerCasePeriod: simpleRule(
    textSchema(
      'validation.lowerCasePeriod',
      (text) => text.length <= 253 && CERTIFICATE_DOMAIN.test(text),
    ),
  ),
  periodRequired: simpleRule(patternSchema('validation.periodRequired', /\./)),
};
