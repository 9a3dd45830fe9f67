// Shows a formatted-text field of site.yaml (schema: common.schema.json#/$defs/markdown).
// Every block renders Markdown fields through this one component. For now it shows
// paragraphs; the safe Markdown subset (parsed at build time) replaces this (issue 6).
import type { Markdown } from '../config/site-types.generated.ts';

export function RichText({ value, className }: { value: Markdown; className?: string }) {
  return (
    <div className={className}>
      {value.split(/\n{2,}/).map((para, i) => (
        <p key={i}>{para}</p>
      ))}
    </div>
  );
}
