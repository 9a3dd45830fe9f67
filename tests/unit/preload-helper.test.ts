// The stand-in for Vite's preload helper (vite/preload-helper-plugin.ts): an on-demand import
// asks for every chunk it needs at once, then imports.
import { describe, expect, it, vi } from 'vitest';
import { preloadHelperCode } from '../../vite/preload-helper-plugin.ts';

type Preload = (load: () => Promise<string>, deps?: string[]) => Promise<string>;

async function helper(base: string): Promise<Preload> {
  const url = `data:text/javascript,${encodeURIComponent(preloadHelperCode(base))}`;
  return ((await import(/* @vite-ignore */ url)) as { __vitePreload: Preload }).__vitePreload;
}

describe('the preload helper', () => {
  it('adds a modulepreload link for each chunk the import needs, under the base, then imports', async () => {
    const links: Array<Record<string, string>> = [];
    vi.stubGlobal('document', {
      createElement: () => ({}),
      head: { append: (link: Record<string, string>) => links.push(link), replaceChildren: () => undefined },
      body: { replaceChildren: () => undefined },
    });
    const preload = await helper('/site/');
    await expect(preload(() => Promise.resolve('module'), ['assets/form.js', 'assets/sender.js'])).resolves.toBe(
      'module',
    );
    expect(links).toEqual([
      { rel: 'modulepreload', href: '/site/assets/form.js' },
      { rel: 'modulepreload', href: '/site/assets/sender.js' },
    ]);
    await expect(preload(() => Promise.resolve('alone'), [])).resolves.toBe('alone');
    expect(links).toHaveLength(2);
  });
});
