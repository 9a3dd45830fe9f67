// @vitest-environment jsdom
// The SMS opt-in box speaks the words US and Canadian carriers require ("Message and data
// rates may apply; reply STOP…"): a form elsewhere offers no text messages unless its block
// asks for them.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import ContactFormBlock from './ContactFormBlock.tsx';
import { renderInSite, site } from '../../../tests/support/render-block.tsx';
import { loadBlock } from '../../../tests/support/block-from-yaml.ts';

afterEach(cleanup);

function render(country: string, sms?: boolean) {
  const options = { howDidYouHearAboutUs: ['A friend'], whatAreYouInterestedIn: ['Grooming'] };
  const block = loadBlock('contactForm', { showContact: true, options, ...(sms === undefined ? {} : { sms }) });
  renderInSite(<ContactFormBlock block={block} />, {
    ...site,
    business: { ...site.business, country },
  });
  return {
    box: screen.queryByLabelText(/text me about my request/i),
    textLink: document.querySelector('a[href^="sms:"]'),
    carriersWords: document.body.textContent?.includes('reply STOP') ?? false,
  };
}

describe('text messages by country', () => {
  it('are offered in the US and Canada when the block says nothing', () => {
    for (const country of ['US', 'CA']) {
      const { box, textLink, carriersWords } = render(country);
      expect(box, country).not.toBeNull();
      expect(textLink, country).not.toBeNull();
      expect(carriersWords, country).toBe(true);
      cleanup();
    }
  });

  it('are not offered elsewhere when the block says nothing: no box, no carriers’ words, no Text link', () => {
    const { box, textLink, carriersWords } = render('GB');
    expect(box).toBeNull();
    expect(textLink).toBeNull();
    expect(carriersWords).toBe(false);
  });

  it('follow the block when it says', () => {
    expect(render('GB', true).box).not.toBeNull();
    cleanup();
    expect(render('US', false).box).toBeNull();
  });
});
