import { JSLT_KEYWORDS } from '../jslt/tokenize-jslt.js';

/** Bounds of the path list: enough for any event record, small enough for a dropdown. */
const MAX_PATHS = 500;
const MAX_DEPTH = 32;

/**
 * Keys written bare after the dot: JSLT's identifier characters, `-` included (`.user-agent`),
 * starting with a letter or `_` so that the path also reads in Schibsted's JSLT. Other keys are
 * quoted (`."first name"`).
 */
const BARE_KEY = /^[A-Za-z_\u0080-\uffff][A-Za-z0-9_\-\u0080-\uffff]*$/;

const keyStep = (key: string) =>
  BARE_KEY.test(key) && !JSLT_KEYWORDS.has(key) ? `.${key}` : `.${JSON.stringify(key)}`;

const isContainer = (value: unknown): value is object =>
  typeof value === 'object' && value !== null;

/**
 * The leaf paths of a JSON value as JSLT path expressions (`.a.b`, `.arr[0]`, `.[0]` for an array
 * at the top), in document order: one per scalar and per empty object or array, `.` when the
 * value itself is a leaf. At most 500 paths; a container 32 levels down is listed as one path
 * instead of being walked.
 */
export function flattenJsonPaths(value: unknown): string[] {
  const paths: string[] = [];
  const visit = (node: unknown, path: string, depth: number): void => {
    if (paths.length >= MAX_PATHS) return;
    const children = !isContainer(node)
      ? []
      : Array.isArray(node)
        ? node.map((item, index) => [`${path || '.'}[${index}]`, item] as const)
        : Object.entries(node).map(([key, item]) => [`${path}${keyStep(key)}`, item] as const);
    if (children.length === 0 || depth >= MAX_DEPTH) {
      paths.push(path === '' ? '.' : path);
      return;
    }
    for (const [childPath, child] of children) visit(child, childPath, depth + 1);
  };
  visit(value, '', 0);
  return paths;
}
