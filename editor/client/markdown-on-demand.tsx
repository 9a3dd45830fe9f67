// markdown-to-jsx (84 KB of the editor's script) draws a field's description or help as Markdown
// when its form asks for it (rjsf's ui:enableMarkdownInDescription / ui:enableMarkdownInHelp),
// which no form of the editor does yet, and rjsf's note on a field it cannot draw. The editor's build hands rjsf this stand-in for it
// (office/editor/editor-build.config.ts): the same Markdown component, loaded when first drawn,
// its text shown plain meanwhile.
import { lazy, Suspense, type ComponentProps } from 'react';
import type { Markdown as RealMarkdown } from 'markdown-to-jsx/react';

const Loaded = lazy(() => import('markdown-to-jsx/react').then((m) => ({ default: m.Markdown })));

export function Markdown(props: ComponentProps<typeof RealMarkdown>) {
  return (
    <Suspense fallback={<span>{props.children}</span>}>
      <Loaded {...props} />
    </Suspense>
  );
}
