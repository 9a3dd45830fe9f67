// What json-schema-to-typescript cannot express: Markdown fields are text in site.yaml but a
// parsed tree on the server's pages (src/markdown/). Every type that holds Markdown, directly
// or through another type, takes a parameter `M = Markdown`: `Block` is the text form,
// `Block<MarkdownDoc>` what a block component receives.

/** The type the bundled schema gives a Markdown field; replaced by `M` here. */
export const MARKDOWN_PLACEHOLDER = 'MARKDOWN_PARAMETER';

interface Declaration {
  name: string;
  /** Comment before the declaration. */
  doc: string;
  /** The declaration from `export` on. */
  code: string;
}

/** Comments and string literals are kept as they are; only code is rewritten. */
const QUOTED = /(\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/;
const inCode = (text: string, edit: (code: string) => string) =>
  text
    .split(QUOTED)
    .map((part, i) => (i % 2 ? part : edit(part)))
    .join('');
const mentions = (code: string, name: string) => {
  let found = false;
  inCode(code, (c) => {
    if (new RegExp(`\\b${name}\\b`).test(c)) found = true;
    return c;
  });
  return found;
};

function split(ts: string): { head: string; declarations: Declaration[] } {
  const starts = [...ts.matchAll(/^(\/\*\*(?:(?!\*\/)[\s\S])*\*\/\n)?export (?:interface|type) (\w+)/gm)];
  const declarations = starts.map((m, i) => {
    const end = i + 1 < starts.length ? starts[i + 1].index : ts.length;
    const doc = m[1] ?? '';
    return { name: m[2], doc, code: ts.slice(m.index + doc.length, end) };
  });
  return { head: ts.slice(0, starts[0]?.index ?? ts.length), declarations };
}

export function addMarkdownParameter(ts: string): string {
  const { head, declarations } = split(ts);
  const param = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const d of declarations) {
      if (param.has(d.name)) continue;
      if (mentions(d.code, MARKDOWN_PLACEHOLDER) || [...param].some((p) => mentions(d.code, p))) {
        param.add(d.name);
        grew = true;
      }
    }
  }
  const body = declarations.map((d) => {
    let code = inCode(d.code, (c) => {
      let out = c.replace(new RegExp(`\\b${MARKDOWN_PLACEHOLDER}\\b`, 'g'), 'M');
      for (const p of param) out = out.replace(new RegExp(`\\b${p}\\b(?!<)`, 'g'), `${p}<M>`);
      return out;
    });
    if (param.has(d.name))
      code = code.replace(new RegExp(`^(export (?:interface|type) ${d.name})<M>`), '$1<M = Markdown>');
    return d.doc + code;
  });
  return head + body.join('');
}
