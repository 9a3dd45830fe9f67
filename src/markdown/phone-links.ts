// The business's phone number in formatted text is a link that dials it, as an email address
// already is: "Call {{phone}}" on a phone is one tap. A number already inside a link
// ([{{phone}}]({{phoneLink}})) stays as it is.
import type { MarkdownDoc, MarkdownInline, MarkdownNode } from './types.ts';

export interface PhoneLink {
  /** The number as written in text (business.phone). */
  text: string;
  /** Its tel: link. */
  href: string;
}

function inline(list: MarkdownInline[], phone: PhoneLink): MarkdownInline[] {
  return list.flatMap((n): MarkdownInline[] => {
    if (n.type === 'link') return [n];
    if (n.type !== 'text') return [{ ...n, children: inline(n.children, phone) }];
    const parts = n.text.split(phone.text);
    if (parts.length === 1) return [n];
    return parts.flatMap((part, i): MarkdownInline[] => [
      ...(i > 0
        ? [{ type: 'link' as const, href: phone.href, children: [{ type: 'text' as const, text: phone.text }] }]
        : []),
      ...(part ? [{ type: 'text' as const, text: part }] : []),
    ]);
  });
}

function nodes(list: MarkdownNode[], phone: PhoneLink): MarkdownNode[] {
  return list.map((n): MarkdownNode => {
    switch (n.type) {
      case 'list':
        return { ...n, items: n.items.map((item) => ({ ...item, children: nodes(item.children, phone) })) };
      case 'table':
        return {
          ...n,
          head: n.head.map((cell) => inline(cell, phone)),
          rows: n.rows.map((row) => row.map((cell) => inline(cell, phone))),
        };
      default:
        return { ...n, children: inline(n.children, phone) };
    }
  });
}

/** The document with each bare mention of the phone number made a tel: link. */
export function linkPhone(doc: MarkdownDoc, phone: PhoneLink): MarkdownDoc {
  return phone.text.trim() ? { ...doc, children: nodes(doc.children, phone) } : doc;
}
