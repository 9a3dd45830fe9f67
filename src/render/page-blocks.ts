// Each page's blocks, by page id, for the server renderer: parsed (Markdown into MarkdownDoc)
// when a page asks for them, and let go after. A site's pages all parsed at once were most of
// what a build held while it rendered (a fifth of a gigabyte at 10,000 pages).
import type { Block } from '../site/site-types.generated.ts';
import type { ParsedBlock } from '../markdown/types.ts';

export interface PageBlocks {
  /** The page's blocks as its components receive them (Markdown parsed); undefined for no such page. */
  get(id: string): readonly ParsedBlock[] | undefined;
  /**
   * The page's blocks before their Markdown is parsed (with everything else the build gives
   * them, e.g. the pictures' variants): for what reads no Markdown field, with no parse.
   */
  unparsed(id: string): readonly Block<unknown>[] | undefined;
  /** The ids of the pages. */
  ids(): IterableIterator<string>;
}

/** `make` with its last answer kept: a render asks for its own page's blocks more than once. */
function keepLast<T>(make: (id: string) => T | undefined): (id: string) => T | undefined {
  let last: { id: string; value: T | undefined } | undefined;
  return (id) => {
    if (last?.id !== id) last = { id, value: make(id) };
    return last.value;
  };
}

/** The pages of `unparsed`, each parsed with `parse` when asked for. */
export function parsedPages<B extends Block<unknown>>(
  unparsed: ReadonlyMap<string, readonly B[]>,
  parse: (blocks: readonly B[]) => readonly ParsedBlock[],
): PageBlocks {
  return {
    get: keepLast((id) => {
      const blocks = unparsed.get(id);
      return blocks && parse(blocks);
    }),
    unparsed: (id) => unparsed.get(id),
    ids: () => unparsed.keys(),
  };
}

/** Pages whose blocks are already parsed (tests, a page rendered alone). */
export function pagesOf(pages: Readonly<Record<string, readonly ParsedBlock[]>>): PageBlocks {
  return parsedPages(new Map(Object.entries(pages)), (blocks) => blocks);
}

/** The pages with `change` made to each page's blocks, parsed or not, as they are asked for. */
export function mapPages(
  pages: PageBlocks,
  change: <B extends Block<unknown>>(blocks: readonly B[]) => readonly B[],
): PageBlocks {
  return {
    get: keepLast((id) => {
      const blocks = pages.get(id);
      return blocks && change(blocks);
    }),
    unparsed(id) {
      const blocks = pages.unparsed(id);
      return blocks && change(blocks);
    },
    ids: () => pages.ids(),
  };
}
