// The element of a block on a built page, derived from its type and its folder, so that a new
// block type needs no edit here: a block's element has the class of its type in kebab case,
// with -block after it where its folder's component writes it so (hero → .hero-block), else
// without (imageBand → .image-band). Used by scripts/design-pictures.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const kebab = (type: string) => type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS class of a block type's element, read from src/blocks/<type>/. */
export function blockClass(type: string, blocksDir = 'src/blocks'): string {
  const folder = join(blocksDir, type);
  const source = readdirSync(folder)
    .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
    .map((f) => readFileSync(join(folder, f), 'utf8'))
    .join('\n');
  const name = kebab(type);
  return new RegExp(`["\` ]${name}-block[\`" $]`).test(source) ? `${name}-block` : name;
}

/** Every block type: the folders of src/blocks that hold a component <Type>Block.tsx. */
export function blockTypes(blocksDir = 'src/blocks'): string[] {
  return readdirSync(blocksDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .filter((type) => readdirSync(join(blocksDir, type)).includes(`${type[0].toUpperCase()}${type.slice(1)}Block.tsx`))
    .sort();
}

/** The page's own block of that type (main's child, or inside the island around it), not a nested one. */
export function blockSelector(type: string, blocksDir = 'src/blocks'): string {
  const name = blockClass(type, blocksDir);
  return `main > .${name}, main > site-island > .${name}`;
}
