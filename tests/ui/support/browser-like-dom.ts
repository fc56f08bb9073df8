/**
 * Two places where happy-dom differs from browsers in ways DOMPurify depends on:
 * - `Node.prototype.nodeName` answers '' for elements (browsers answer the tag name), and
 *   DOMPurify reads names through that getter so that markup cannot clobber them;
 * - a NodeIterator loses its place when the node it stands on is removed (browsers move it back
 *   to the node before), so DOMPurify would skip everything after the first node it removes.
 * `browserLikeDom()` makes both behave as in a browser, and keeps happy-dom from fetching script
 * files. Every UI file runs with it (setup.ts) except the one that checks the sanitizer fails closed.
 */

function browserLikeNodeNames(): void {
  const base = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
  if (!base) return;
  const original = Object.defineProperty({}, 'nodeName', base);
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node): string {
      for (
        let proto = Object.getPrototypeOf(this) as object | null;
        proto && proto !== Node.prototype;
        proto = Object.getPrototypeOf(proto) as object | null
      ) {
        if (Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get) {
          return Reflect.get(proto, 'nodeName', this) as string;
        }
      }
      return Reflect.get(original, 'nodeName', this) as string;
    },
  });
}

function following(node: Node, root: Node): Node | null {
  if (node.firstChild) return node.firstChild;
  for (let current: Node | null = node; current && current !== root; current = current.parentNode) {
    if (current.nextSibling) return current.nextSibling;
  }
  return null;
}

class RemovalSafeNodeIterator {
  readonly filter = null;
  readonly pointerBeforeReferenceNode = false;
  #reference: Node | null = null;
  #before: Node | null = null;

  constructor(
    readonly root: Node,
    readonly whatToShow: number,
  ) {}

  get referenceNode(): Node {
    return this.#reference ?? this.root;
  }

  #shown(node: Node): boolean {
    return ((1 << (node.nodeType - 1)) & this.whatToShow) !== 0;
  }

  nextNode(): Node | null {
    const attached = this.#reference !== null && this.root.contains(this.#reference);
    const anchor = attached ? this.#reference : this.#before;
    let node = anchor === null ? this.root : following(anchor, this.root);
    while (node && !this.#shown(node)) node = following(node, this.root);
    this.#before = anchor;
    this.#reference = node;
    return node;
  }

  previousNode(): Node | null {
    throw new Error('Not used by the sanitizer');
  }

  detach(): void {}
}

function owner(object: object, property: string): object {
  for (let proto: object | null = object; proto; proto = Object.getPrototypeOf(proto) as object) {
    if (Object.getOwnPropertyDescriptor(proto, property)) return proto;
  }
  return object;
}

function removalSafeNodeIterators(): void {
  Object.defineProperty(owner(document, 'createNodeIterator'), 'createNodeIterator', {
    configurable: true,
    writable: true,
    value(root: Node, whatToShow = 0xffffffff) {
      return new RemovalSafeNodeIterator(root, whatToShow);
    },
  });
}

/** Script files are not fetched in tests; happy-dom then reports them loaded, not failed. */
function scriptsLoadQuietly(): void {
  const { happyDOM } = window as unknown as {
    happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } };
  };
  if (happyDOM) happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
}

const APPLIED = Symbol.for('identity-console.browser-like-dom');

/** Makes the current DOM browser-like; a second call on the same DOM changes nothing. */
export function browserLikeDom(): void {
  const marked = Node.prototype as unknown as Record<symbol, boolean>;
  if (marked[APPLIED]) return;
  marked[APPLIED] = true;
  browserLikeNodeNames();
  removalSafeNodeIterators();
  scriptsLoadQuietly();
}
