// What a visitor is told on any page when a request that waited on the device is refused for
// good (EmailJS refuses the site's settings) with no form watching it: the form's own words
// for a failure, its call, text and written-email links (the email carrying every answer),
// stored with the request when it was saved, and a button that closes the notice. Until the
// visitor closes it, the request stays on the device, unsent, and the notice shows again on
// the next page. Styled inline: the page's stylesheet holds only what the page itself uses.

/** The words and links of the notice, as the form wrote them when the request was saved. */
export interface RefusedNotice {
  paragraphs: string[];
  links: Array<{ href: string; text: string }>;
  close: string;
}

const BOX =
  'position:fixed;z-index:1100;left:1rem;right:1rem;top:1rem;max-height:calc(100vh - 2rem);overflow:auto;max-width:34rem;margin:0 auto;padding:1rem 1.25rem;' +
  'background:#fff;color:#212529;border:1px solid #dc3545;border-left-width:.4rem;border-radius:.5rem;' +
  'box-shadow:0 .5rem 1.5rem rgba(0,0,0,.2)';
const LINKS = 'display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;margin:.5rem 0;padding:0;list-style:none';
const LINK = 'display:inline-block;padding:.6rem 0;font-weight:600';
const BUTTON = 'min-height:2.75rem;padding:.4rem 1rem;border:1px solid #6c757d;border-radius:.375rem;background:#fff';

const SAFE_HREF = /^(?:tel:|sms:|mailto:)/i;

/** Shows the notice for one request (once, however often it is asked); `onClose` when the visitor closes it. */
export function showRefusedNotice(id: string, notice: RefusedNotice, onClose: () => void): void {
  const shown = document.querySelectorAll<HTMLElement>('[data-refused-enquiry]');
  if ([...shown].some((el) => el.dataset.refusedEnquiry === id)) return;
  const box = document.createElement('section');
  box.dataset.refusedEnquiry = id;
  box.setAttribute('role', 'alert');
  box.setAttribute('style', BOX);
  for (const text of notice.paragraphs) {
    const p = document.createElement('p');
    p.textContent = text;
    p.setAttribute('style', 'margin:0 0 .5rem');
    box.append(p);
  }
  const list = document.createElement('ul');
  list.setAttribute('style', LINKS);
  for (const { href, text } of notice.links) {
    if (!SAFE_HREF.test(href)) continue; // written by the form; anything else was not
    const a = document.createElement('a');
    a.href = href;
    a.textContent = text;
    a.setAttribute('style', LINK);
    const item = document.createElement('li');
    item.append(a);
    list.append(item);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = notice.close;
  close.setAttribute('style', BUTTON);
  close.addEventListener('click', () => {
    box.remove();
    onClose();
  });
  box.append(list, close);
  document.body.append(box);
}

/** Whether a stored value is a notice this code wrote. */
export function isRefusedNotice(value: unknown): value is RefusedNotice {
  const n = value as RefusedNotice | undefined;
  return (
    typeof n === 'object' &&
    n !== null &&
    Array.isArray(n.paragraphs) &&
    n.paragraphs.every((p) => typeof p === 'string') &&
    Array.isArray(n.links) &&
    n.links.every((l) => typeof l?.href === 'string' && typeof l?.text === 'string') &&
    typeof n.close === 'string'
  );
}
