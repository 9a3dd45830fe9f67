// @vitest-environment jsdom
// The island mechanism: nothing loads before the first interaction; then the island's code
// starts with its props, and the press that woke it is acted on once, after it is live.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchIslands, type IslandModule } from './wake.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** One island named `name` holding a button, and a loader of its code that waits for `arrive()`. */
function page(name = 'demo', sheet = '') {
  document.body.innerHTML = `<site-island data-island="${name}" data-when="interaction"${sheet && ` data-sheet="${sheet}"`} data-props='{"step":2}'><button type="button">Next</button></site-island>`;
  const root = document.querySelector<HTMLElement>('site-island')!;
  const button = root.querySelector('button')!;
  const presses: string[] = [];
  const started: unknown[] = [];
  const island: IslandModule = {
    start: (el: HTMLElement, props: never) => {
      started.push(props);
      el.querySelector('button')!.addEventListener('click', () => presses.push('next'));
    },
  };
  let arrive!: () => void;
  const load = vi.fn(() => new Promise<IslandModule>((resolve) => (arrive = () => resolve(island))));
  watchIslands(document, { demo: load });
  return { root, button, presses, started, load, arrive: () => arrive() };
}

describe('islands', () => {
  it('load nothing before the first interaction, then start with their props and act on the held click once', async () => {
    const { root, button, presses, started, load, arrive } = page();
    expect(load).not.toHaveBeenCalled();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true); // held, not lost
    button.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(presses).toEqual([]);
    arrive();
    await vi.waitFor(() => expect(root.dataset.awake).toBe('true'));
    expect(started).toEqual([{ step: 2 }]);
    expect(presses).toEqual(['next']);
    button.click(); // live now: the mechanism holds nothing more
    expect(presses).toEqual(['next', 'next']);
  });

  it('replay Enter held on a button as its press', async () => {
    const { root, button, presses, arrive } = page();
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    button.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    arrive();
    await vi.waitFor(() => expect(root.dataset.awake).toBe('true'));
    expect(presses).toEqual(['next']);
  });

  it("start only once the page's islands' stylesheet has loaded, added once for the page", async () => {
    const { root, button, presses, arrive } = page('demo', '/assets/islands-x.css');
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const links = () => document.head.querySelectorAll('link[rel="stylesheet"][href="/assets/islands-x.css"]');
    expect(links()).toHaveLength(1);
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(root.dataset.awake).toBeUndefined(); // the code is in, the styles of its states not yet
    links()[0]!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(root.dataset.awake).toBe('true'));
    expect(presses).toEqual(['next']);
    const second = page('demo', '/assets/islands-x.css');
    second.button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    second.arrive();
    await vi.waitFor(() => expect(second.root.dataset.awake).toBe('true'));
    expect(links()).toHaveLength(1);
  });

  it.each(['unknown', 'constructor'])(
    'an island named %s, which has no code, stays as rendered and says so',
    async (name) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { root, button, load } = page(name);
      button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await vi.waitFor(() => expect(root.dataset.islandError).toBe('true'));
      expect(load).not.toHaveBeenCalled();
      expect(error.mock.calls[0]?.[0]).toContain(`The ${name} part of this page could not start`);
    },
  );

  it('a form whose code cannot load is never sent by the browser: the press shows its fallback, and a later press tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = `<site-island data-island="form" data-when="interaction"><form><input name="name"><button type="submit">Send</button><div data-island-fallback hidden>Nothing was sent</div></form></site-island>`;
    const root = document.querySelector<HTMLElement>('site-island')!;
    const form = root.querySelector('form')!;
    const fallback = root.querySelector<HTMLElement>('[data-island-fallback]')!;
    const sent: string[] = [];
    const load = vi
      .fn<() => Promise<IslandModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({
        start: (el: HTMLElement) =>
          el.querySelector('form')!.addEventListener('submit', (e) => (e.preventDefault(), sent.push('sent'))),
      });
    watchIslands(document, { form: load });

    const submit = () => {
      const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event;
    };
    expect(submit().defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(root.dataset.islandError).toBe('true'));
    expect(fallback.hidden).toBe(false);
    expect(sent).toEqual([]);
    // Moving over it or into a field asks for nothing more: only a press tries again.
    form.querySelector('input')!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    form.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);

    // Pressed again, once the connection is back: the code loads, the fallback goes, the press is sent.
    form.requestSubmit = () => void form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    expect(submit().defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(root.dataset.awake).toBe('true'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(fallback.hidden).toBe(true);
    expect(root.dataset.islandError).toBeUndefined();
    expect(sent.length).toBeGreaterThan(0);
  });
});
