// Server side of an island: the <site-island> element around a block's server-rendered HTML,
// naming the block type whose browser code (src/blocks/<type>/<type>.client.ts) makes it live,
// when that code loads, and the props it is started with (JSON). The HTML inside is the
// component's own, rendered once by React on the server; the browser never renders it again.
import type { ReactNode } from 'react';
import type { Block } from '../site/site-types.generated.ts';

/**
 * When an island's code loads and starts:
 * - `interaction`: on the first pointer, focus, key or touch inside it; that first press is replayed;
 * - `visible`: when it comes near the viewport (or on the first interaction, whichever is first).
 */
export type WakeWhen = 'interaction' | 'visible';

interface Props {
  /** The block type whose folder holds the island's browser code. */
  name: Block['type'];
  when: WakeWhen;
  /** What the browser code needs that the HTML does not say (plain JSON). */
  props?: object;
  children: ReactNode;
}

export function Island({ name, when, props, children }: Props) {
  return (
    <site-island data-island={name} data-when={when} data-props={props ? JSON.stringify(props) : undefined}>
      {children}
    </site-island>
  );
}
