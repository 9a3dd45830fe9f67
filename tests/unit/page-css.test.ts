// Each page's own stylesheet: only the rules that can match that page (vite/prerender/page-css.ts).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import {
  pageSheet,
  pageWords,
  scriptNames,
  scriptWordsOf,
  splitPageCss,
  splitSheets,
} from '../../vite/prerender/page-css.ts';

const css =
  ':root{--x:1}body{margin:0}.btn{color:red}.carousel-block .slide{left:0}.menu-item.open>.submenu{display:block}' +
  '.btn:not(.disabled){cursor:pointer}#mobile-menu{width:1px}.menu-item:has(>.submenu-grouped){position:static}' +
  '@media (min-width:992px){.carousel-block{gap:1px}}@keyframes spin{to{transform:rotate(1turn)}}' +
  '@keyframes fade{to{opacity:0}}.btn.leaving{animation:.2s fade}' +
  'kbd kbd{font-weight:700}[hidden]{display:none}a:not(.btn){color:blue}';

describe('a page stylesheet', () => {
  const out = pageSheet(css, new Set(['btn', 'menu-item', 'submenu', 'open', 'body', 'a']));

  it('keeps the rules whose classes, ids and elements the page or its scripts name, and every rule without one', () => {
    for (const kept of [':root{', 'body{', '.btn{', '.menu-item.open>.submenu{', '[hidden]{', 'a:not(.btn){'])
      expect(out).toContain(kept);
  });

  it('keeps @keyframes only when a rule it keeps or a script names them', () => {
    expect(out).not.toContain('@keyframes');
    const leaving = pageSheet(css, new Set(['btn', 'leaving', 'spin']));
    expect(leaving).toContain('@keyframes fade');
    expect(leaving).toContain('@keyframes spin'); // named by a script (element.animate, style.animation)
  });

  it('does not require the classes inside :not()', () => {
    expect(out).toContain('.btn:not(.disabled)');
  });

  it('needs a selector inside :has() that can match: no element has a child the page cannot hold', () => {
    expect(out).not.toContain(':has(');
    const grouped = pageSheet(css, new Set(['menu-item', 'submenu-grouped']));
    expect(grouped).toContain('.menu-item:has(>.submenu-grouped)');
    const label = ':where(:has(>.sample-photo-label)){position:relative}';
    expect(pageSheet(label, new Set(['btn']))).toBe('');
    expect(pageSheet(label, new Set(['sample-photo-label']))).toBe(label);
  });

  it('leaves the bounds of an @scope whole, and prunes the rules inside it', () => {
    const scoped = pageSheet(
      '@scope (.card) to (.card-footer){.title,.absent{color:red}.gone{margin:0}}.gone{padding:0}.card{gap:1px}',
      new Set(['card', 'title']),
    );
    expect(scoped).toBe('@scope(.card) to (.card-footer){.title{color:red}}.card{gap:1px}');
  });

  it('drops the rules of blocks the page does not have, and media blocks left empty', () => {
    expect(out).not.toContain('carousel-block');
    expect(out).not.toContain('992px');
    expect(out).not.toContain('#mobile-menu');
    expect(out).not.toContain('kbd'); // no <kbd> on the page
  });
});

describe('what a page sheet keeps of a rule', () => {
  it('keeps only the selectors of a list that can match', () => {
    const out = pageSheet('.btn:hover,.btn.show,.was-validated .btn{color:red}', new Set(['btn']));
    expect(out).toBe('.btn:hover{color:red}');
  });

  it('needs one selector inside :is() or :where() that can match', () => {
    const sheet = ':is(.form-floating>.form-control,.other)~label{opacity:.6}:where(.btn,.x) p{margin:0}';
    const out = pageSheet(sheet, new Set(['form-control', 'label', 'btn', 'p']));
    expect(out).not.toContain('form-floating');
    expect(out).toContain(':where(.btn,.x) p');
    expect(pageSheet(sheet, new Set(['form-floating', 'form-control', 'label']))).toContain('form-floating');
  });

  it('drops rules for attributes only markup writes when the page has none, and keeps the rest', () => {
    const sheet =
      '[list]::-webkit-calendar-picker-indicator{display:none}.form-select[multiple]{background:none}' +
      'details[open]>summary{color:red}[hidden]{display:none!important}';
    const out = pageSheet(sheet, new Set(['form-select', 'details', 'summary']));
    // The browser opens a <details> and a script sets `hidden` through a property: those stay.
    expect(out).toBe('details[open]>summary{color:red}[hidden]{display:none!important}');
    // A page whose tags write `list` or `multiple` keeps their rules.
    expect(pageSheet(sheet, new Set(['form-select', 'multiple', 'list']))).toContain('.form-select[multiple]');
    expect(pageSheet(sheet, new Set(['list']))).toContain('[list]::-webkit-calendar-picker-indicator');
  });

  it('drops :disabled and ::placeholder rules where no markup writes the attribute and no script sets it', () => {
    const sheet =
      '.btn:disabled{opacity:.65}fieldset[disabled] .btn{opacity:.5}button:not(:disabled){cursor:pointer}.btn{color:red}';
    expect(pageSheet(sheet, new Set(['btn', 'button']))).toBe('button:not(:disabled){cursor:pointer}.btn{color:red}');
    // Written by the page's tags (`<fieldset disabled>`), or by a script (scriptNames).
    expect(pageSheet(sheet, new Set(['btn', 'button', 'fieldset', 'disabled']))).toContain('.btn:disabled');
    // A form that disables its button once it woke: the rule goes to the islands' sheet.
    const { page, islands } = splitSheets(sheet, new Set(['btn', 'button']), new Set(['btn', 'button', 'disabled']));
    expect(page).not.toContain('.btn:disabled');
    expect(islands).toContain('.btn:disabled{');
    // A placeholder likewise: written on a field, or set by a script.
    const hint = '.form-control::placeholder{opacity:1}input:placeholder-shown{color:gray}';
    expect(pageSheet(hint, new Set(['form-control', 'input']))).toBe('');
    expect(pageSheet(hint, new Set(['form-control', 'input', 'placeholder']))).toBe(hint);
  });

  it('drops [type=…] rules for control types the page never writes', () => {
    const sheet =
      '[type=search]{outline-offset:-2px}.form-check-input[type=radio]{border-radius:50%}[type=button]{cursor:pointer}';
    const out = pageSheet(sheet, new Set(['form-check-input', 'button']));
    expect(out).toBe('[type=button]{cursor:pointer}');
  });

  it('drops the parts of control types the page never writes (date fields, file pickers)', () => {
    const sheet =
      '::-webkit-datetime-edit-text{padding:0}.form-control::file-selector-button{margin:0}' +
      '::-webkit-inner-spin-button{height:auto}::-webkit-search-decoration{appearance:none}::placeholder{opacity:1}';
    expect(pageSheet(sheet, new Set(['form-control', 'email', 'placeholder']))).toBe('::placeholder{opacity:1}');
    const box = '.form-check-input[type=checkbox]:indeterminate{background:gray}';
    expect(pageSheet(box, new Set(['form-check-input', 'checkbox']))).toBe('');
    expect(pageSheet(box, new Set(['form-check-input', 'checkbox', 'indeterminate']))).toContain(':indeterminate');
    const withDate = pageSheet(sheet, new Set(['form-control', 'date', 'file']));
    for (const kept of ['::-webkit-datetime-edit-text', '::file-selector-button', '::-webkit-inner-spin-button'])
      expect(withDate).toContain(kept);
  });

  it("drops Bootstrap's custom properties nothing reads, also when their only reader went", () => {
    const sheet =
      ':root{--bs-blue:#00f;--bs-body-color:#111;--bs-gray:#888;--bs-link:var(--bs-gray);--pe-tap:44px}' +
      'body{color:var(--bs-body-color)}.unused-block{color:var(--bs-link)}.empty{--bs-only:1px}';
    const out = pageSheet(sheet, new Set(['body', '--bs-blue']));
    expect(out).toContain('--bs-body-color:#111');
    expect(out).toContain('--bs-blue:'); // named by the page (a style attribute) or a script
    expect(out).toContain('--pe-tap:44px'); // the site's own tokens stay
    for (const gone of ['--bs-gray', '--bs-link', 'unused-block', '.empty']) expect(out).not.toContain(gone);
  });
});

describe('the words of a page and its scripts', () => {
  it("takes a page's names from its tags, whole, and not from its text", () => {
    const words = pageWords(
      '<meta name="twitter:card" content="x"><p class="lead intro" style="--bs-gutter-x:1rem">Pay by credit card or code</p><br/>',
    );
    for (const w of ['<p', 'lead', 'intro', '--bs-gutter-x', '<meta', '<br']) expect(words).toContain(w);
    for (const w of ['card', 'credit', 'code']) expect(words).not.toContain(w);
  });

  it('an element of the page matches its element selector, not a class of the same name', () => {
    const sheet = 'figure{margin:0}.figure{display:inline-block}blockquote{padding:0}.blockquote{font-size:2rem}';
    const page = pageWords('<figure class="testimonial"><blockquote>Great</blockquote></figure>');
    expect(pageSheet(sheet, page)).toBe('figure{margin:0}blockquote{padding:0}');
    // A class attribute, another attribute's value or a script can give the class.
    expect(pageSheet(sheet, pageWords('<div class="figure"></div>'))).toContain('.figure{display:inline-block}');
    expect(pageSheet(sheet, new Set(['figure']))).toBe('figure{margin:0}.figure{display:inline-block}');
  });

  const chunk = (fileName: string, modules: Record<string, string>, more: Partial<Rolldown.OutputChunk> = {}) =>
    ({
      type: 'chunk',
      fileName,
      name: fileName.replace(/\.js$/, ''),
      isEntry: false,
      imports: [],
      dynamicImports: [],
      modules: Object.fromEntries(Object.entries(modules).map(([id, code]) => [id, { code }])),
      code: Object.values(modules).join('\n'),
      ...more,
    }) as unknown as Rolldown.OutputChunk;

  it("counts the whole strings of the site's own modules: what a script can add, not what it looks for", () => {
    const words = scriptNames([
      chunk('a.js', {
        '/site/src/menu.ts': `li.classList.toggle("open"); root.querySelector(".logo-strip-track"); jsx("li", { className: \`\${base} is-invalid\` })`,
        '/site/node_modules/react-dom/index.js': 'createElement("table"); "hr"',
      }),
    ]);
    for (const w of ['open', 'is-invalid', 'li']) expect(words).toContain(w);
    for (const w of ['logo-strip-track', 'table', 'hr']) expect(words).not.toContain(w);
    // A variable's name is not a string the script writes.
    const named = scriptNames([
      chunk('c.js', { '/site/src/m.ts': 'const sub = el.closest(".mobile-toggle"); sub.id = "x";' }),
    ]);
    expect(named).not.toContain('sub');
    // A control disabled through its property names the state no string does.
    const disables = scriptNames([
      chunk('d.js', { '/site/src/f.ts': 'button.disabled = busy; field.placeholder = hint;' }),
    ]);
    expect(disables).toContain('disabled');
    expect(disables).toContain('placeholder');
    const looks = scriptNames([chunk('e.js', { '/site/src/t.ts': 'el.querySelectorAll("button:not([disabled])")' })]);
    expect(looks).not.toContain('disabled');
  });

  it('counts the whole chunk when the bundler kept no module code', () => {
    const bare = { ...chunk('b.js', {}), modules: { '/site/src/a.ts': { code: null } }, code: 'add("open")' };
    expect(scriptNames([bare as unknown as Rolldown.OutputChunk])).toContain('open');
  });

  it("reads the page script and the page's own islands, not every island the loader can load", () => {
    const bundle = Object.fromEntries(
      [
        chunk('main.js', { '/s/main.ts': '"menu-open"' }, { isEntry: true, dynamicImports: ['loader.js'] }),
        chunk(
          'loader.js',
          { '/s/loader.ts': '"loader"' },
          { imports: ['main.js'], dynamicImports: ['Form.js', 'Slides.js'] },
        ),
        chunk(
          'Form.js',
          { '/s/blocks/form/form.client.ts': '"field-error"' },
          { imports: ['loader.js'], dynamicImports: ['send.js'], facadeModuleId: '/s/blocks/form/form.client.ts' },
        ),
        chunk('send.js', { '/s/send.ts': '"sending"' }),
        chunk(
          'Slides.js',
          { '/s/blocks/slides/slides.client.ts': '"slide-dot"' },
          { imports: ['loader.js'], facadeModuleId: '/s/blocks/slides/slides.client.ts' },
        ),
      ].map((c) => [c.fileName, c]),
    ) as Rolldown.OutputBundle;
    const wordsOf = scriptWordsOf(bundle);
    const plain = wordsOf('<p></p>');
    expect(plain.page).toContain('menu-open');
    for (const w of ['loader', 'field-error', 'slide-dot']) expect([...plain.page, ...plain.islands]).not.toContain(w);
    const form = wordsOf('<site-island data-island="form"></site-island>');
    expect(form.page).toContain('menu-open');
    for (const w of ['loader', 'field-error', 'sending']) expect(form.islands).toContain(w);
    for (const w of ['field-error', 'sending']) expect(form.page).not.toContain(w);
    expect(form.islands).not.toContain('slide-dot');
  });

  it("reads the page script's optional parts (what it alone loads on demand) on every page", () => {
    const bundle = Object.fromEntries(
      [
        chunk('main.js', { '/s/main.ts': '"menu-open"' }, { isEntry: true, dynamicImports: ['slider.js', 'send.js'] }),
        chunk('slider.js', { '/s/client/slider.ts': '"is-slider"' }),
        chunk('send.js', { '/s/send.ts': '"sending"' }),
        chunk(
          'Form.js',
          { '/s/blocks/form/form.client.ts': '"field-error"' },
          { imports: ['send.js'], facadeModuleId: '/s/blocks/form/form.client.ts' },
        ),
      ].map((c) => [c.fileName, c]),
    ) as Rolldown.OutputBundle;
    const plain = scriptWordsOf(bundle)('<p></p>');
    for (const w of ['menu-open', 'is-slider']) expect(plain.page).toContain(w);
    for (const w of ['sending', 'field-error']) expect([...plain.page, ...plain.islands]).not.toContain(w);
  });
  it('reads an optional part only on the pages that have its elements, when the entry names its selector', () => {
    const entry = chunk(
      'assets/main.js',
      { '/s/main.ts': '"menu-open"' },
      { isEntry: true, dynamicImports: ['assets/slider.js', 'assets/other.js'] },
    );
    const code =
      'const B=[[`[data-slider]`,()=>d(()=>import(`./slider.js`).then(e=>e.start),[])]];import(`./other.js`)';
    const bundle = Object.fromEntries(
      [
        { ...entry, code } as Rolldown.OutputChunk,
        chunk('assets/slider.js', { '/s/client/slider.ts': '"is-slider"' }),
        chunk('assets/other.js', { '/s/client/other.ts': '"is-other"' }),
      ].map((c) => [c.fileName, c]),
    ) as Rolldown.OutputBundle;
    const wordsOf = scriptWordsOf(bundle);
    const plain = wordsOf('<p></p>').page;
    expect(plain).not.toContain('is-slider');
    expect(plain).toContain('is-other'); // no selector found: on every page
    expect(wordsOf('<div data-slider></div>').page).toContain('is-slider');
  });

  it('reads a part whose selector names an element on the pages that have that element', () => {
    const entry = chunk(
      'assets/main.js',
      { '/s/main.ts': '"menu-open"' },
      { isEntry: true, dynamicImports: ['assets/motion.js'] },
    );
    const code = 'const B=[[`video[data-motion]`,()=>d(()=>import(`./motion.js`).then(e=>e.pauseMotion),[])]]';
    const bundle = Object.fromEntries(
      [
        { ...entry, code } as Rolldown.OutputChunk,
        chunk('assets/motion.js', { '/s/client/motion.ts': '"is-paused"' }),
      ].map((c) => [c.fileName, c]),
    ) as Rolldown.OutputBundle;
    const wordsOf = scriptWordsOf(bundle);
    expect(wordsOf('<video class="hero-media" data-motion=""></video>').page).toContain('is-paused');
    expect(wordsOf('<div class="video" data-motion=""></div>').page).toContain('is-paused'); // a word is a word
    expect(wordsOf('<img data-motion="">').page).not.toContain('is-paused');
  });
});

describe('splitting the site sheet into page sheets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'page-css-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const page = (body: string) => `<link rel="stylesheet" crossorigin href="/assets/site.css"><body>${body}</body>`;

  it('links each page to a sheet of its own, shared by pages that keep the same rules', () => {
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'a'));
    mkdirSync(join(dir, 'b'));
    writeFileSync(join(dir, 'assets/site.css'), css);
    writeFileSync(join(dir, 'index.html'), page('<section class="carousel-block"></section>'));
    writeFileSync(join(dir, 'a/index.html'), page('<a class="btn">x</a>'));
    writeFileSync(join(dir, 'b/index.html'), page('<a class="btn other">y</a>'));
    const count = splitPageCss(dir, 'assets/site.css', ['index.html', 'a/index.html', 'b/index.html'], () => ({
      page: new Set(),
      islands: new Set(),
    }));
    expect(count).toBe(2);
    const href = (file: string) => /href="([^"]+)"/.exec(readFileSync(join(dir, file), 'utf8'))?.[1] ?? '';
    expect(href('a/index.html')).toBe(href('b/index.html'));
    expect(href('index.html')).not.toBe(href('a/index.html'));
    const home = readFileSync(join(dir, href('index.html').slice(1)), 'utf8');
    expect(home).toContain('.carousel-block');
    expect(home).not.toContain('.btn{');
    expect(readdirSync(join(dir, 'assets')).filter((f) => f.startsWith('page-'))).toHaveLength(2);
  });
});

describe("a page's islands' sheet", () => {
  const site =
    '.form-control{border:1px solid}.form-control.is-invalid{border-color:var(--bs-form-invalid-border-color)}' +
    'code{font-family:monospace}:root{--bs-form-invalid-border-color:red;--bs-unread:1}.alert{color:var(--bs-alert-color)}' +
    '.alert-danger{--bs-alert-color:darkred}.menu.open{animation:1s spin}@keyframes spin{to{opacity:1}}';

  it('holds the rules only a woken island uses (its script adds the class, or its template has it)', () => {
    const { page, islands } = splitSheets(
      site,
      new Set(['form-control', 'alert', 'menu', 'open']),
      new Set(['form-control', 'alert', 'menu', 'open', 'is-invalid', 'alert-danger']),
    );
    expect(page).toContain('.form-control{');
    expect(page).toContain('.menu.open{'); // the page script's: needed at the first press
    expect(page).not.toContain('is-invalid');
    expect(page).not.toContain('alert-danger');
    expect(islands).toContain('.form-control.is-invalid{');
    expect(islands).toContain('.alert-danger{');
    // The page keeps what the islands' sheet reads; neither repeats @keyframes.
    expect(page).toContain('--bs-form-invalid-border-color:red');
    expect(page).not.toContain('--bs-unread');
    expect(page).toContain('@keyframes spin');
    expect(islands).not.toContain('@keyframes');
  });

  it('keeps in the page sheet the @keyframes that only a woken island state plays', () => {
    const { page, islands } = splitSheets(
      `${site}.is-sending{animation:1s pulse}@keyframes pulse{to{opacity:.5}}`,
      new Set(['form-control']),
      new Set(['form-control', 'is-sending']),
    );
    expect(islands).toContain('pulse');
    expect(page).toContain('@keyframes pulse');
    expect(page).not.toContain('@keyframes spin'); // no rule left and no script names it
  });

  it("is named on the page's islands, and the words of their templates and props count only there", () => {
    const dir = mkdtempSync(join(tmpdir(), 'islands-css-'));
    try {
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'assets/site.css'), site);
      const html =
        '<link rel="stylesheet" href="/assets/site.css"><body><site-island data-island="form" data-props="{&quot;zip&quot;:&quot;ZIP code&quot;}"><input class="form-control">' +
        '<template><p class="alert alert-danger">No</p></template></site-island></body>';
      writeFileSync(join(dir, 'index.html'), html);
      splitPageCss(dir, 'assets/site.css', ['index.html'], () => ({
        page: new Set(),
        islands: new Set(['is-invalid']),
      }));
      const out = readFileSync(join(dir, 'index.html'), 'utf8');
      const sheet = /data-sheet="([^"]+)"/.exec(out)?.[1] ?? '';
      expect(sheet).toMatch(/^\/assets\/islands-[\w-]+\.css$/);
      const pageHref = /rel="stylesheet" href="([^"]+)"/.exec(out)?.[1] ?? '';
      const page = readFileSync(join(dir, pageHref.slice(1)), 'utf8');
      const islands = readFileSync(join(dir, sheet.slice(1)), 'utf8');
      expect(page).not.toMatch(/alert-danger|is-invalid|code/); // the words of its props name no element either
      expect(islands).toContain('.alert-danger{');
      expect(islands).toContain('.is-invalid');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
