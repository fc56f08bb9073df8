import type { MessageTree } from './message-tree.js';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const ACCENTED_LETTERS = [...ACCENTED];
const LOOK_ALIKES: ReadonlyMap<string, string> = new Map(
  [...PLAIN].map((letter, index) => [letter, ACCENTED_LETTERS[index] ?? letter]),
);

const PADDING = 'ļöŕéɱ îþšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîþîšçîñĝ éļîţ šéð ðö éîûšɱöð ţéɱþöŕ';

/** Interpolations, nestings and markup: copied as they are, never changed. */
const UNTOUCHED = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>)/;

export const PSEUDO_OPEN = '[';
export const PSEUDO_CLOSE = ']';

/** The characters a pseudo-localized string is made of, for checks that look for them. */
export const PSEUDO_CHARACTERS: ReadonlySet<string> = new Set([
  PSEUDO_OPEN,
  PSEUDO_CLOSE,
  ...LOOK_ALIKES.values(),
]);

/**
 * One message in pseudo form: letters swapped for accented look-alikes, about a third longer,
 * wrapped in brackets; `{{interpolations}}`, `$t(nestings)` and `<tags>` are kept intact.
 */
export function pseudoLocalize(message: string): string {
  let visible = 0;
  const parts = message.split(UNTOUCHED).map((part, index) => {
    if (index % 2 === 1) return part;
    visible += part.length;
    return [...part].map((character) => LOOK_ALIKES.get(character) ?? character).join('');
  });
  const extra = Math.max(2, Math.round(visible * 0.35));
  const padding = PADDING.repeat(Math.ceil(extra / PADDING.length))
    .slice(0, extra - 1)
    .trim();
  return `${PSEUDO_OPEN}${parts.join('')}${padding ? ` ${padding}` : ''}${PSEUDO_CLOSE}`;
}

/** A whole catalogue in pseudo form, keys unchanged. */
export function pseudoLocalizeTree(tree: MessageTree): MessageTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoLocalize(value) : pseudoLocalizeTree(value),
    ]),
  );
}
