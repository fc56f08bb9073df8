/** JSON's one-character string escapes (`\n`, `\"`, …) and what each stands for; `\u` is apart. */
export const JSON_SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};
