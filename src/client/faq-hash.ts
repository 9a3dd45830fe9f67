// Opening /page#group-id opens the first question of that FAQ group (src/blocks/faqAccordion).

export function openFaqFromHash(doc: Document): void {
  const id = decodeURIComponent(doc.location.hash.replace(/^#/, ''));
  if (!id) return;
  const target = doc.getElementById(id);
  if (!target?.classList.contains('faq-group')) return;
  const first = target.querySelector('details');
  if (first) first.open = true;
  target.scrollIntoView?.({ block: 'start' }); // opening moved what follows
}
