// @vitest-environment jsdom
// One URL rule for the validator and the link component (src/site/url-kind.ts): a
// scheme in lower case, // after http(s):, nothing a browser would read differently.
import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { classifyUrl } from '../../src/validate/checks/url-checks.ts';
import { urlKind } from '../../src/site/url-kind.ts';
import { loadSiteText } from '../../src/validate/load-site.ts';
import { SmartLink } from '../../src/components/SmartLink.tsx';
import { RichText } from '../../src/components/RichText.tsx';
import { parseMarkdown } from '../../src/markdown/parse.ts';

const base = readFileSync('tests/fixtures/valid/site.yaml', 'utf8');

function rendered(href: string): HTMLAnchorElement {
  const { container } = render(
    <MemoryRouter>
      <SmartLink href={href}>go</SmartLink>
    </MemoryRouter>,
  );
  return container.querySelector('a')!;
}

describe('the scheme rule', () => {
  it.each([
    ['HTTPS://evil.example', /writes https: in capitals/, 'Write https:// in lower case: "https://evil.example".'],
    ['Http://evil.example/x', /writes http: in capitals/, 'Write http:// in lower case: "http://evil.example/x".'],
    ['TEL:+19855550142', /writes tel: in capitals/, 'Write tel: in lower case: "tel:+19855550142".'],
    [
      'MAILTO:office@pelicanexterior.example',
      /writes mailto: in capitals/,
      'Write mailto: in lower case: "mailto:office@pelicanexterior.example".',
    ],
    ['https:evil.example', /needs \/\/ after https:/, 'Write https:// and then the host, e.g. "https://evil.example".'],
    [
      'https:/evil.example',
      /needs \/\/ after https:/,
      'Write https:// and then the host, e.g. "https://evil.example".',
    ],
    [
      'https:\\\\evil.example',
      /needs \/\/ after https:/,
      'Write https:// and then the host, e.g. "https://evil.example".',
    ],
    [
      '/\\evil.example',
      /backslash/,
      'Use / in page paths, e.g. /residential/faqs; write an external address in full, starting with https://.',
    ],
    ['ht tps://evil.example', /space or line break inside https:/, 'Write https: with nothing inside it.'],
  ])('refuses %j with a fix', (url, message, fix) => {
    const verdict = classifyUrl(url);
    expect(verdict).toMatchObject({ kind: 'bad', fix });
    expect(verdict.kind === 'bad' && verdict.message).toMatch(message);
    expect(urlKind(url)).toBe('bad');
  });

  it('names the line and column of a capitalised scheme in a site file', () => {
    const at = base.indexOf('url: /contact');
    expect(at).toBeGreaterThan(0);
    const text = `${base.slice(0, at)}url: HTTPS://evil.example${base.slice(at + 'url: /contact'.length)}`;
    const line = base.slice(0, at).split('\n').length;
    const column = at - base.lastIndexOf('\n', at - 1) + 'url: '.length;
    const errors = loadSiteText('copy.yaml', text).problems.filter((p) => p.severity === 'error');
    expect(errors.map((e) => `${e.line}:${e.column} ${e.message} | ${e.fix}`)).toEqual([
      `${line}:${column} The link "HTTPS://evil.example" writes https: in capitals. | Write https:// in lower case: "https://evil.example".`,
    ]);
  });
});

describe('the validator and the link component agree', () => {
  // Every URL the validator accepts renders as the kind it was checked as.
  const accepted = [
    'https://www.bbb.org/x',
    'http://example.com',
    'tel:+19855550142',
    'mailto:office@pelicanexterior.example?subject=Quote',
    '/contact',
    'contact',
    'residential/faqs#gutter-cleaning',
    '/residential/faqs?x=1',
  ];
  it.each(accepted)('%s', (url) => {
    const verdict = classifyUrl(url);
    expect(verdict.kind).not.toBe('bad');
    expect(urlKind(url)).toBe(verdict.kind);
    const a = rendered(url);
    if (verdict.kind === 'external') {
      expect(a.getAttribute('href')).toBe(url);
      expect(a.getAttribute('target')).toBe('_blank');
    } else if (verdict.kind === 'tel' || verdict.kind === 'mailto') {
      expect(a.getAttribute('href')).toBe(url);
      expect(a.getAttribute('target')).toBeNull();
    } else {
      expect(a.getAttribute('href')).toMatch(/^\/[a-z]/);
      expect(a.getAttribute('target')).toBeNull();
    }
  });

  it('a refused link in formatted text shows as its words, never as a link', () => {
    for (const href of ['HTTPS://evil.example', 'https:evil.example', 'TEL:+19855550142', 'javascript:alert(1)']) {
      const { container } = render(
        <MemoryRouter>
          <RichText value={parseMarkdown(`[click](${href})`)} />
        </MemoryRouter>,
      );
      expect(container.querySelector('a'), href).toBeNull();
      expect(container.textContent).toBe('click');
    }
  });
});
