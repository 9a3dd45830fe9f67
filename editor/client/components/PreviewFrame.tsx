// A page's preview in a frame: its HTML as srcdoc, with its links kept inside the editor
// (preview-links.ts): a link to another page of the site asks `onOpen` to show that page, and
// a form is never sent.
import { useEffect, useRef } from 'react';
import { previewLinkAction } from '../preview-links.ts';

interface PreviewFrameProps {
  title: string;
  html: string;
  /** The address of the page shown, which its relative links start from. */
  address: string;
  /** A link to another page of the site was followed. */
  onOpen(address: string): void;
}

export function PreviewFrame({ title, html, address, onOpen }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  // The latest address and handler, for the listeners of a document loaded earlier.
  const current = useRef({ address, onOpen });
  useEffect(() => {
    current.current = { address, onOpen };
  }, [address, onOpen]);

  const keepLinksInside = () => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    doc.addEventListener(
      'click',
      (e) => {
        const link = (e.target as Element | null)?.closest?.('a[href]');
        if (!link || e.defaultPrevented) return;
        e.preventDefault();
        const action = previewLinkAction(link.getAttribute('href') ?? '', current.current.address);
        if (action.kind === 'page') current.current.onOpen(action.address);
        else if (action.kind === 'anchor') doc.getElementById(action.id)?.scrollIntoView();
        else if (action.kind === 'outside') window.open(action.url, '_blank', 'noopener,noreferrer');
      },
      true,
    );
    doc.addEventListener('submit', (e) => e.preventDefault(), true);
  };

  return <iframe ref={frame} title={title} srcDoc={html} onLoad={keepLinksInside} />;
}
