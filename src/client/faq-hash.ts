// Opening /page#group-id opens the first question of that FAQ group (src/blocks/faqAccordion).

export function openFaqFromHash(doc: Document): void {
  let id: string;
  try {
    id = decodeURIComponent(doc.location.hash.replace(/^#/, ''));
  } catch {
    return; // a malformed address (#%E0%A4): it names no group
  }
  if (!id) return;
  const target = doc.getElementById(id);
  if (!target?.classList.contains('faq-group')) return;
  const first = target.querySelector('details');
  if (first) first.open = true;
  target.scrollIntoView?.({ block: 'start' }); // opening moved what follows
}

/** On a page with FAQ groups: opens the one the address names now and at each change of it. */
export function faqGroupsFromHash(doc: Document): void {
  openFaqFromHash(doc);
  doc.defaultView?.addEventListener('hashchange', () => openFaqFromHash(doc));
}

/** What the page script starts on a page that has its elements (page-behaviours.ts). */
export { faqGroupsFromHash as start };
