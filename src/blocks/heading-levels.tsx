// One rule for headings inside a block: the block's own heading is an h2, and what the
// block lists (cards, reasons, questions) sits one level below it — or at h2 when the
// block has no heading — so the page outline never skips a level.

type Tag = 'h2' | 'h3' | 'h4' | 'h5';

/** Level of the block's items; `depth` adds levels for items under a sub-heading (FAQ groups). */
export function itemLevel(blockHeading: string | undefined, depth = 0): number {
  return (blockHeading ? 3 : 2) + depth;
}

/** The heading element of a level. */
export function headingTag(level: number): Tag {
  return `h${Math.min(Math.max(level, 2), 5)}` as Tag;
}

/** The block's own heading, when it has one. */
export function BlockHeading({ text, className = 'mb-3', id }: { text?: string; className?: string; id?: string }) {
  return text ? (
    <h2 className={className} id={id}>
      {text}
    </h2>
  ) : null;
}
