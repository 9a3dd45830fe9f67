// @vitest-environment jsdom
// Questions and answers in groups.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import FaqAccordionBlock from './FaqAccordionBlock.tsx';
import { openFaqFromHash } from '../../client/faq-hash.ts';
import { parseMarkdown as md } from '../../markdown/parse.ts';
import { renderInSite } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('faqAccordion', () => {
  const block = {
    type: 'faqAccordion' as const,
    groups: [
      { title: 'Windows', items: [{ question: 'How often?', answer: md('Spring and fall.') }] },
      {
        id: 'gutters',
        title: 'Gutters',
        items: [
          { question: 'Guarantee?', answer: md('30 days.') },
          { question: 'Price?', answer: md('Ask us.') },
        ],
      },
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
  it('an address whose # part is not valid percent-encoding opens nothing and throws nothing', () => {
    renderInSite(<FaqAccordionBlock block={block} />);
    window.history.replaceState(null, '', '/residential/faqs#%E0%A4');
    expect(() => openFaqFromHash(document)).not.toThrow();
    expect(question('Guarantee?').open).toBe(false);
  });
});
