// Changes to a list of blocks: move, duplicate and remove; and the new block of a type.

type Json = unknown;
type Schema = Record<string, Json>;

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export function duplicateItem<T>(list: readonly T[], index: number): T[] {
  if (index < 0 || index >= list.length) return [...list];
  const next = [...list];
  next.splice(index + 1, 0, structuredClone(list[index]));
  return next;
}

export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** A new block of `type`: the type and its required text fields, empty for the owner to fill. */
export function newBlock(type: string, blockSchema: Schema | undefined): Record<string, Json> {
  const block: Record<string, Json> = { type };
  const required = (blockSchema?.required as string[] | undefined) ?? [];
  const props = (blockSchema?.properties as Record<string, Schema> | undefined) ?? {};
  for (const key of required) {
    if (key === 'type') continue;
    const p = props[key];
    if (p?.type === 'string') block[key] = '';
  }
  return block;
}

/** Words for a block in the list: its type's title and its first heading-like text. */
export function blockSummary(block: Json): string {
  if (typeof block !== 'object' || block === null) return '';
  const b = block as Record<string, Json>;
  for (const key of ['heading', 'title', 'label', 'text']) {
    const v = b[key];
    if (typeof v === 'string' && v.trim()) return v.length > 70 ? `${v.slice(0, 67)}...` : v;
  }
  return '';
}
