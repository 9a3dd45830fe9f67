// A YAML tree made from an outline kept by the parse cache (parse-cache.ts), in place of a file's
// parsed tree until something asks what the outline does not hold. The outline holds what the
// checks look at to place a problem: each node's kind and range, each map's keys, each list's
// items (locate() in yaml-source.ts, the editor's pathAtOffset). Any other property (a scalar's
// value, a comment, an anchor) parses the file then (`parse`) and is the parsed node's from then
// on, as is everything asked of any node of the file after that. Only a file with no include in
// it is kept, so nothing writes into this tree.
//
// The outline is one array of numbers, the nodes in the order of the file, each
//   a scalar: 0, its range (3 numbers), and for a key, where its value is: -1 when it is the
//             text of its range, else its place in `keys` (a quoted key, a number);
//   a map:    1, its range, its number of pairs, its length in the array, then each pair's key
//             and value (NULL for a pair with no value node);
//   a list:   2, its range, its number of items, its length, then its items.
import { isAlias, isMap, isScalar, isSeq, Pair, Scalar, YAMLMap, YAMLSeq, type Node } from 'yaml';

const SCALAR = 0;
const MAP = 1;
const SEQ = 2;
const NULL = 3;
/** A key whose value is the text of its range. */
const AS_WRITTEN = -1;
const SCALAR_LENGTH = 5;

export interface Outline {
  nodes: Int32Array;
  /** The values of keys that are not the text of their range. */
  keys: unknown[];
}

/**
 * The outline of a parsed root (a map or a list) of `text`, or undefined when the tree holds what
 * an outline does not keep (an alias, a key that is not a plain value, a pair in a list).
 */
export function outlineOf(root: Node | undefined, text: string): Outline | undefined {
  if (!isMap(root) && !isSeq(root)) return undefined;
  const nodes: number[] = [];
  const keys: unknown[] = [];
  const range = (node: Node): boolean => {
    const r = node.range;
    if (!r || r.length !== 3) return false;
    nodes.push(r[0], r[1], r[2]);
    return true;
  };
  const walk = (node: unknown, key = false): boolean => {
    if (node === null && !key) {
      nodes.push(NULL);
      return true;
    }
    if (isAlias(node) || !node || typeof node !== 'object') return false;
    if (isScalar(node)) {
      nodes.push(SCALAR);
      if (!range(node)) return false;
      const r = node.range as [number, number, number];
      if (!key) nodes.push(AS_WRITTEN);
      else if (typeof node.value === 'string' && text.slice(r[0], r[1]) === node.value) nodes.push(AS_WRITTEN);
      else nodes.push(keys.push(node.value) - 1);
      return true;
    }
    if (!isMap(node) && !isSeq(node)) return false;
    const start = nodes.length;
    nodes.push(isMap(node) ? MAP : SEQ);
    if (!range(node)) return false;
    nodes.push(node.items.length, 0);
    for (const item of node.items) {
      if (isMap(node)) {
        if (!isScalar((item as Pair).key) || !walk((item as Pair).key, true) || !walk((item as Pair).value))
          return false;
      } else if (!walk(item)) return false;
    }
    nodes[start + 5] = nodes.length - start;
    return true;
  };
  return walk(root) ? { nodes: Int32Array.from(nodes), keys } : undefined;
}

/** A step from a node to one inside it: an item (0, 1…), a pair's key (-1) or its value (-2). */
type Step = number;
const KEY = -1;
const VALUE = -2;

interface File {
  outline: Outline;
  text: string;
  parse: () => Node;
  parsed: boolean;
}

/** The parsed node at `steps` from the parsed root. */
function parsedAt(file: File, steps: readonly Step[]): unknown {
  let node: unknown = file.parse();
  file.parsed = true;
  for (const step of steps) {
    const n = node as { items?: unknown[]; key?: unknown; value?: unknown } | null;
    node = step === KEY ? n?.key : step === VALUE ? n?.value : n?.items?.[step];
  }
  return node;
}

const NODE_TYPE = Symbol.for('yaml.node.type');
/** Where a stand-in keeps what it knows, on the object the proxy stands for. */
const STATE = Symbol('lazy node');

interface State {
  file: File;
  steps: readonly Step[];
  /** Where the node starts in the outline. */
  at: number;
  /** A pair's key (at) and value (`valueAt`); a key's value. */
  valueAt?: number;
  isKey?: boolean;
  range?: [number, number, number];
  items?: unknown[];
  key?: Node;
  value?: Node | null;
  real?: object;
}

const stateOf = (target: object) => (target as { [STATE]: State })[STATE];
const parsedOf = (target: object): object => {
  const state = stateOf(target);
  return (state.real ??= parsedAt(state.file, state.steps) as object);
};

/** What the outline holds for `prop` of a node, or undefined. */
function own(target: object, state: State, prop: PropertyKey): unknown {
  const { file, at } = state;
  const nodes = file.outline.nodes;
  if (target instanceof Pair) {
    if (prop === 'key') return (state.key ??= nodeAt(file, at, [...state.steps, KEY], true));
    if (prop === 'value') {
      const valueAt = state.valueAt ?? at;
      if (state.value === undefined)
        state.value = nodes[valueAt] === NULL ? null : nodeAt(file, valueAt, [...state.steps, VALUE]);
      return state.value;
    }
    return undefined;
  }
  if (prop === 'range') return (state.range ??= [nodes[at + 1], nodes[at + 2], nodes[at + 3]]);
  if (nodes[at] === SCALAR) {
    if (prop !== 'value' || !state.isKey) return undefined;
    const k = nodes[at + 4];
    return k === AS_WRITTEN ? file.text.slice(nodes[at + 1], nodes[at + 2]) : file.outline.keys[k];
  }
  if (prop !== 'items') return undefined;
  if (state.items) return state.items;
  const items: unknown[] = [];
  const count = nodes[at + 4];
  let child = at + 6;
  const skip = (i: number) => (nodes[i] === NULL ? 1 : nodes[i] === SCALAR ? SCALAR_LENGTH : nodes[i + 5]);
  for (let i = 0; i < count; i++) {
    if (nodes[at] === MAP) {
      const valueAt = child + skip(child);
      items.push(lazy(new Pair(null), { file, steps: [...state.steps, i], at: child, valueAt }));
      child = valueAt + skip(valueAt);
    } else {
      items.push(nodeAt(file, child, [...state.steps, i]));
      child += skip(child);
    }
  }
  return (state.items = items);
}

/**
 * Answers from the outline until the file is parsed, and from the parsed node after; a method is
 * its class's, run on the stand-in. One handler for every node.
 */
const handler: ProxyHandler<object> = {
  get(target, prop) {
    if (prop === NODE_TYPE) return Reflect.get(target, prop);
    const state = stateOf(target);
    if (!state.file.parsed) {
      const value = own(target, state, prop);
      if (value !== undefined) return value;
      if (!Object.hasOwn(target, prop)) {
        const method = Reflect.get(Object.getPrototypeOf(target) as object, prop) as unknown;
        if (typeof method === 'function') return method;
      }
    }
    const r = parsedOf(target);
    return Reflect.get(r, prop, r);
  },
  set: (target, prop, value) => Reflect.set(parsedOf(target), prop, value),
  has: (target, prop) => Reflect.has(parsedOf(target), prop),
  deleteProperty: (target, prop) => Reflect.deleteProperty(parsedOf(target), prop),
  defineProperty: (target, prop, desc) => Reflect.defineProperty(parsedOf(target), prop, desc),
  ownKeys: (target) => Reflect.ownKeys(parsedOf(target)),
  getOwnPropertyDescriptor: (target, prop) => Reflect.getOwnPropertyDescriptor(parsedOf(target), prop),
};

function lazy(shell: object, state: State): Node {
  Object.defineProperty(shell, STATE, { value: state, configurable: true });
  return new Proxy(shell, handler) as Node;
}

function nodeAt(file: File, at: number, steps: readonly Step[], isKey = false): Node {
  const kind = file.outline.nodes[at];
  const shell = kind === SCALAR ? new Scalar(null) : kind === MAP ? new YAMLMap() : new YAMLSeq();
  return lazy(shell, { file, steps, at, isKey });
}

/** The tree of `outline`, the outline of `text`: the parsed tree of the file, made by `parse` only when needed. */
export function lazyTree(outline: Outline, text: string, parse: () => Node): Node {
  return nodeAt({ outline, text, parse, parsed: false }, 0, []);
}
