// @vitest-environment jsdom
// Two columns, each holding blocks of its own.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import ColumnsBlock from './ColumnsBlock.tsx';
import ContactFormBlock from '../contactForm/ContactFormBlock.tsx';
import { loadBlock } from '../../../tests/support/block-from-yaml.ts';
import { renderInSite } from '../../../tests/support/render-block.tsx';

afterEach(cleanup);

describe('columns', () => {
  it('renders the main blocks, then the side panel as a complementary landmark outside any section', () => {
    const block = loadBlock(
      'columns',
      'main: [{ type: richText, heading: Our story, text: Since 1996. }]\naside: [{ type: linkList, links: [{ text: Contact, link: /contact }] }]',
    );
    const { container } = renderInSite(<ColumnsBlock block={block} />);
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeTruthy();
    const aside = screen.getByRole('complementary');
    expect(aside.closest('section')).toBeNull();
    expect(aside.querySelector('a')?.getAttribute('href')).toBe('/contact');
  });

  it('tells the blocks in it that they sit in a column: a form there is not laid out wide', () => {
    const options = 'options: { howDidYouHearAboutUs: [Flyer], whatAreYouInterestedIn: [House Wash] }';
    const inColumn = loadBlock(
      'columns',
      `main: [{ type: richText, text: Hello. }]\naside: [{ type: contactForm, ${options} }]`,
    );
    const { container } = renderInSite(<ColumnsBlock block={inColumn} />);
    expect(container.querySelector('.contact-form-block')).not.toBeNull();
    expect(container.querySelector('.contact-form-wide')).toBeNull();
    cleanup();
    const alone = renderInSite(<ContactFormBlock block={loadBlock('contactForm', `{ ${options} }`)} />);
    expect(alone.container.querySelector('.contact-form-block.contact-form-wide')).not.toBeNull();
  });
});
