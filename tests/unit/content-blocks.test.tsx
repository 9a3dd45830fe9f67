// @vitest-environment jsdom
// Behaviour of the content blocks: nozzle guide, link cards, link list, guarantee, notice,
// CTA buttons, reasons, team cards and the FAQ accordion.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import NozzleGuideBlock from '../../src/blocks/nozzleGuide/NozzleGuideBlock.tsx';
import LinkCardsBlock from '../../src/blocks/linkCards/LinkCardsBlock.tsx';
import LinkListBlock from '../../src/blocks/linkList/LinkListBlock.tsx';
import GuaranteeBlock from '../../src/blocks/guarantee/GuaranteeBlock.tsx';
import NoticeBlock from '../../src/blocks/notice/NoticeBlock.tsx';
import CtaButtonsBlock from '../../src/blocks/ctaButtons/CtaButtonsBlock.tsx';
import ReasonsBlock from '../../src/blocks/reasons/ReasonsBlock.tsx';
import TeamCardsBlock from '../../src/blocks/teamCards/TeamCardsBlock.tsx';
import FaqAccordionBlock from '../../src/blocks/faqAccordion/FaqAccordionBlock.tsx';
import { openFaqFromHash } from '../../src/client/behaviours.ts';
import { SiteProvider } from '../../src/layout/SiteContext.tsx';
import { parseMarkdown as md } from '../../src/markdown/parse.ts';
import { renderInSite, site } from './home-blocks-helpers.tsx';

afterEach(cleanup);

describe('nozzleGuide', () => {
  it('shows each tip with its angle, colour swatch and use', () => {
    const { container } = renderInSite(
      <NozzleGuideBlock
        block={{
          type: 'nozzleGuide',
          heading: 'Nozzle Guide',
          nozzles: [
            { degrees: 0, colour: 'Red', swatch: '#d62828', use: md('Never on a house.') },
            { degrees: 65, colour: 'Black', swatch: '#111111', label: 'Soap nozzle', use: md('Applies soap.') },
          ],
        }}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('0° Red');
    expect(items[1].textContent).toContain('65° Black');
    expect(items[1].textContent).toContain('Soap nozzle');
    const swatches = container.querySelectorAll<HTMLElement>('.nozzle-swatch');
    expect(swatches[0].style.backgroundColor).toBe('rgb(214, 40, 40)');
    expect(swatches[1].getAttribute('aria-hidden')).toBe('true');
  });
});

describe('linkCards', () => {
  it('makes each card one link with its title as the link name', () => {
    renderInSite(
      <LinkCardsBlock
        block={{ type: 'linkCards', cards: [{ title: 'Gutter Cleaning', text: 'Twice a year.', link: 'residential/gutter-cleaning' }, { title: 'Reviews', link: 'https://example.org/r', buttonText: 'Read' }] }}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0].getAttribute('href')).toBe('/residential/gutter-cleaning');
    expect(links[0].className).toContain('stretched-link');
    expect(links[0].textContent).toBe('Gutter Cleaning');
    expect(links[1].getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('Learn More')).toBeTruthy();
    expect(screen.getByText('Read')).toBeTruthy();
  });
});

describe('linkList', () => {
  it('lists its links in a labelled navigation region', () => {
    renderInSite(<LinkListBlock block={{ type: 'linkList', heading: 'More Services', links: [{ text: 'Window Cleaning', link: '/residential/window-cleaning' }, { text: 'Call', link: 'tel:+19855550142' }] }} />);
    const nav = screen.getByRole('navigation', { name: 'More Services' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/residential/window-cleaning', 'tel:+19855550142']);
  });
});

describe('guarantee', () => {
  it('shows each guarantee as its own closed disclosure, titled one level below the block heading', () => {
    renderInSite(
      <GuaranteeBlock
        block={{
          type: 'guarantee',
          heading: 'Our Gutter Guarantee',
          items: [
            { title: '30-Day Written Redo', text: md('We come back and redo it.') },
            { title: '60-Day Guarantee', text: md('One trouble spot fixed for $79.') },
          ],
        }}
      />,
    );
    const items = [...document.querySelectorAll('details')];
    expect(items).toHaveLength(2);
    expect(items.map((d) => d.open)).toEqual([false, false]);
    expect(items.map((d) => d.querySelector('summary h3')?.textContent)).toEqual(['30-Day Written Redo', '60-Day Guarantee']);
    expect(items[0].querySelector('.accordion-body')?.textContent).toContain('redo it');
    expect(items[1].querySelector('.accordion-body')?.textContent).toContain('$79');
  });
});

describe('notice', () => {
  it('is a labelled callout in the chosen colour', () => {
    renderInSite(<NoticeBlock block={{ type: 'notice', variant: 'warning', title: 'Gutter guards', text: md('We are not responsible for **gutter guard** damage.') }} />);
    const box = screen.getByRole('complementary', { name: 'Gutter guards' });
    expect(box.className).toContain('alert-warning');
    expect(box.querySelector('strong')?.textContent).toBe('gutter guard');
  });
  it('defaults to info', () => {
    renderInSite(<NoticeBlock block={{ type: 'notice', text: md('Note.') }} />);
    expect(screen.getByRole('complementary').className).toContain('alert-info');
  });
});

describe('ctaButtons', () => {
  it('links Get Quote to its page and makes a link-less button dial the site phone', () => {
    renderInSite(<CtaButtonsBlock block={{ type: 'ctaButtons', buttons: [{ text: 'Get Quote', link: '/contact' }, { text: 'Call Us', variant: 'outline-primary' }] }} />);
    expect(screen.getByRole('link', { name: 'Get Quote' }).getAttribute('href')).toBe('/contact');
    const call = screen.getByRole('link', { name: /Call Us/ });
    expect(call.getAttribute('href')).toBe(site.business.phoneLink);
    expect(call.textContent).toContain(site.business.phone);
    expect(call.className).toContain('btn-outline-primary');
  });
  it('follows the phone number of site settings', () => {
    const other = { ...site, business: { ...site.business, phone: '(504) 555-0199', phoneLink: 'tel:+15045550199' } };
    render(
      <SiteProvider site={other}>
        <MemoryRouter>
          <CtaButtonsBlock block={{ type: 'ctaButtons', buttons: [{ text: 'Call Us' }] }} />
        </MemoryRouter>
      </SiteProvider>,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('tel:+15045550199');
  });
});

describe('reasons', () => {
  it('numbers the reasons in order and lists the questions', () => {
    const { container } = renderInSite(
      <ReasonsBlock block={{ type: 'reasons', reasons: [{ title: 'First' }, { text: md('Second, text only.') }, { title: 'Third' }], questionsHeading: 'Ask them', questions: ['Insured?'] }} />,
    );
    const numbers = [...container.querySelectorAll('.reason-number')].map((n) => n.textContent);
    expect(numbers).toEqual(['1', '2', '3']);
    expect(screen.getByRole('heading', { name: 'Ask them' })).toBeTruthy();
    expect(container.querySelectorAll('.questions-list li')).toHaveLength(1);
  });
});

describe('teamCards', () => {
  it('shows a photo when given and a placeholder made from the name otherwise', () => {
    const { container } = renderInSite(
      <TeamCardsBlock
        block={{
          type: 'teamCards',
          members: [
            { name: 'Danielle Broussard', role: 'Partner', image: { src: '/images/team/danielle.jpg', alt: 'Danielle smiling', width: 400, height: 300 } },
            { name: 'Ryan Landry', role: 'Division Manager' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Danielle smiling' }).getAttribute('src')).toBe('/images/team/danielle.jpg');
    const cards = container.querySelectorAll('.team-card');
    // The missing photo is the person line icon, not initials that could read as a brand.
    expect(cards[1].querySelector('svg')?.getAttribute('data-icon')).toBe('person');
    expect(cards[1].querySelector('svg')?.textContent).toBe('');
    expect(screen.getByRole('heading', { name: 'Ryan Landry' })).toBeTruthy();
  });
});

describe('faqAccordion', () => {
  const block = {
    type: 'faqAccordion' as const,
    groups: [
      { title: 'Windows', items: [{ question: 'How often?', answer: md('Spring and fall.') }] },
      { id: 'gutters', title: 'Gutters', items: [{ question: 'Guarantee?', answer: md('30 days.') }, { question: 'Price?', answer: md('Ask us.') }] },
    ],
  };
  const question = (name: string) => screen.getByText(name).closest('details')!;
  it('shows each question as a closed disclosure with its answer inside, headed one level below the group', () => {
    renderInSite(<FaqAccordionBlock block={block} />);
    const q = question('How often?');
    expect(q.open).toBe(false);
    expect(q.querySelector('summary h3')?.textContent).toBe('How often?');
    expect(screen.getByRole('heading', { level: 2, name: 'Windows' })).toBeTruthy();
    expect(q.querySelector('.accordion-body')?.textContent).toContain('Spring and fall.');
  });
  it('opens the first question of the group named by the address hash', () => {
    renderInSite(<FaqAccordionBlock block={block} />);
    window.history.replaceState(null, '', '/residential/faqs#gutters');
    openFaqFromHash(document);
    expect(question('Guarantee?').open).toBe(true);
    expect(question('Price?').open).toBe(false);
    expect(question('How often?').open).toBe(false);
  });
});
