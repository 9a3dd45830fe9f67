// Turns ajv's errors into problems a site owner can act on: position, path in words,
// what was expected, and a suggestion where one fits.
import type { ErrorObject } from 'ajv';
import type { Problem } from './problem.ts';
import { closest, didYouMean } from './suggest.ts';
import { describePath } from './describe-path.ts';
import { countryCodeOf } from './country-codes.ts';
import { locate, positionOf, type YamlSource } from './yaml-source.ts';
import type { JsonSchema } from '../schema/schema-files.ts';
import type { PathSegment } from '../site/data-path.ts';
import { retiredField } from './retired-fields.ts';

type Schema = JsonSchema;

function toPath(pointer: string, data: unknown): PathSegment[] {
  if (!pointer) return [];
  let node: unknown = data;
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => {
      const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      const out: PathSegment = Array.isArray(node) ? Number(seg) : seg;
      node = (node as Record<PathSegment, unknown> | null | undefined)?.[out];
      return out;
    });
}

function kindOf(value: unknown): string {
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a section of fields';
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return `${typeof value === 'number' ? 'the number' : 'the value'} ${String(value)}`;
}

const typeWords: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a section of fields (key: value lines)',
};

/** A missing field, said as a form says it: a picture is chosen, a list gets an entry, a field is filled in. */
function formFixOfMissing(name: string, schema: Schema | undefined): string {
  if (typeof schema?.$ref === 'string' && /#\/\$defs\/image$/.test(schema.$ref))
    return `Choose a picture for "${name}".`;
  if (schema?.type === 'array') return `Add an entry to "${name}".`;
  return `Fill in "${name}".`;
}

function expected(schema: Schema | undefined): string {
  return typeof schema?.description === 'string' ? ` Expected: ${schema.description}` : '';
}

/** The text of a YAML comment right after a key on `line` ("theme: #9c4a1a" → "#9c4a1a"). */
function commentAfter(fileText: string | undefined, line: number): string | undefined {
  const text = fileText?.split('\n')[line - 1];
  return text && /^\s*(?:- )?[\w-]+:\s+(#\S*)/.exec(text)?.[1];
}

/**
 * The value as it was likely meant, when a small change makes it fit the pattern: capitals
 * (ca -> CA), small letters, the spaces around it, or a leading zero on an hour (9:00 -> 09:00).
 */
function nearMiss(value: string, pattern: string): string | undefined {
  let fits: RegExp;
  try {
    fits = new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
  const tries = [
    value.trim(),
    value.trim().toUpperCase(),
    value.trim().toLowerCase(),
    value.trim().replace(/^(\d):/, '0$1:'),
  ];
  return tries.find((t) => t !== value && t !== '' && fits.test(t));
}

export function schemaProblems(
  errors: ErrorObject[],
  source: YamlSource,
  data: unknown,
  blockTypes: string[],
): Problem[] {
  // An anyOf that failed explains itself; drop the per-branch errors under it.
  const anyOfs = errors.filter((e) => e.keyword === 'anyOf');
  // A block's unknown type is explained by the discriminator; the list of allowed types
  // (properties.type, there for editors) would only repeat it.
  const tags = new Set(errors.filter((e) => e.keyword === 'discriminator').map((e) => `${e.instancePath}/type`));
  const kept = errors.filter(
    (e) =>
      !anyOfs.some(
        (a) => a !== e && a.instancePath === e.instancePath && e.schemaPath.startsWith(`${a.schemaPath}/`),
      ) && !tags.has(e.instancePath),
  );

  // A misspelt field ("titel") whose likely name is a missing required one is one mistake:
  // the unknown field is reported, as a rename, and the missing one is not reported again.
  const renames = new Map<string, string>();
  for (const e of kept) {
    if (e.keyword !== 'additionalProperties') continue;
    const name = (e.params as { additionalProperty: string }).additionalProperty;
    const likely = closest(name, Object.keys((e.parentSchema as Schema | undefined)?.properties ?? {}));
    const missing = kept.some(
      (r) =>
        r.keyword === 'required' &&
        r.instancePath === e.instancePath &&
        (r.params as { missingProperty: string }).missingProperty === likely,
    );
    if (likely && missing) renames.set(`${e.instancePath}/${name}`, likely);
  }
  const renamed = new Set([...renames].map(([key, to]) => `${key.slice(0, key.lastIndexOf('/'))}/${to}`));
  const reported = kept.filter(
    (e) =>
      !(
        e.keyword === 'required' &&
        renamed.has(`${e.instancePath}/${(e.params as { missingProperty: string }).missingProperty}`)
      ),
  );

  return reported.map((e): Problem => {
    const path = toPath(e.instancePath, data);
    let at = path;
    let onKey = false;
    let field = path;
    let message: string;
    let fix: string | undefined;
    let formFix: string | undefined;
    const parent = e.parentSchema as Schema | undefined;
    const allowed = Object.keys(parent?.properties ?? {});

    switch (e.keyword) {
      case 'required': {
        const name = (e.params as { missingProperty: string }).missingProperty;
        field = [...path, name];
        message = `The field "${name}" is missing.`;
        fix = `Add a line "${name}: …" here.${expected(parent?.properties?.[name])}`;
        formFix = formFixOfMissing(name, parent?.properties?.[name]);
        break;
      }
      case 'additionalProperties': {
        const name = (e.params as { additionalProperty: string }).additionalProperty;
        at = [...path, name];
        onKey = true;
        const to = renames.get(`${e.instancePath}/${name}`);
        message = to
          ? `The field "${name}" is not allowed here. Did you mean "${to}"? That field is missing, and "${name}" is probably it, misspelt.`
          : `The field "${name}" is not allowed here.${didYouMean(name, allowed)}`;
        fix = to ? `Rename "${name}" to "${to}".` : `Allowed fields: ${allowed.join(', ')}.`;
        const retired = retiredField(path, name);
        if (retired) {
          const holder = e.data as Record<string, unknown>;
          message = retired.message;
          fix = retired.fix(holder[name], holder);
        }
        break;
      }
      case 'discriminator': {
        const { error, tagValue } = e.params as { error: string; tagValue?: unknown };
        if (error === 'mapping' && typeof tagValue === 'string') {
          at = [...path, 'type'];
          message = `Unknown block type "${tagValue}".${didYouMean(tagValue, blockTypes)}`;
          fix = `Known block types: ${blockTypes.join(', ')}.`;
        } else {
          message = 'This block has no "type", or its type is not text.';
          fix = `Add "type: …" with one of: ${blockTypes.join(', ')}.`;
        }
        break;
      }
      case 'type': {
        const want = String((e.params as { type: string }).type);
        message = `This should be ${want
          .split(',')
          .map((t) => typeWords[t] ?? t)
          .join(' or ')}, but it is ${kindOf(e.data)}.`;
        // A section written as something else: name the fields it takes.
        const fields =
          want.split(',').includes('object') && allowed.length ? ` Its fields: ${allowed.join(', ')}.` : '';
        const docs = path.includes('blocks') ? 'docs/blocks.md' : 'docs/settings.md';
        fix = `${expected(parent).trim()}${fields} ${docs} shows what goes here.`.trim();
        // postalCode: 69004, phone: 5550142, answer: yes: YAML read a number or true/false where text belongs.
        const key = path.at(-1);
        if (want.split(',').includes('string') && ['number', 'boolean'].includes(typeof e.data))
          fix = `Put it in quotes, so that it is read as text: ${typeof key === 'string' ? `${key}: ` : ''}"${String(e.data)}"${typeof e.data === 'number' ? '. Inside the quotes, write it exactly as it should show (YAML dropped any 0 at its start or end)' : ''}.`;
        break;
      }
      case 'const':
      case 'enum': {
        const options = e.keyword === 'const' ? [e.schema] : (e.schema as unknown[]);
        message = `"${String(e.data)}" is not allowed here.${typeof e.data === 'string' ? didYouMean(e.data, options.map(String)) : ''}`;
        fix = `Use one of: ${options.map((o) => JSON.stringify(o)).join(', ')}.`;
        break;
      }
      case 'pattern':
      case 'format': {
        message =
          typeof parent?.patternErrorMessage === 'string'
            ? parent.patternErrorMessage
            : `${kindOf(e.data).replace(/^t/, 'T')} is not written the expected way.`;
        const near =
          e.keyword === 'pattern' && typeof e.data === 'string' ? nearMiss(e.data, String(e.schema)) : undefined;
        // country: France → FR.
        const code = path.at(-1) === 'country' && typeof e.data === 'string' ? countryCodeOf(e.data) : undefined;
        fix = code
          ? `Write ${code}, the code of ${String(e.data).trim()}.`
          : near
            ? `Write "${near}".`
            : expected(parent).trim() || `It must match ${String(e.schema)}.`;
        break;
      }
      case 'maximum':
      case 'minimum': {
        const limit = (e.params as { limit: number }).limit;
        message = `This is ${String(e.data)}; ${e.keyword === 'maximum' ? `at most ${limit}` : `at least ${limit}`} fits here.`;
        fix = expected(parent).trim() || undefined;
        break;
      }
      case 'maxLength': {
        const limit = (e.params as { limit: number }).limit;
        message = `This is ${String(e.data).length} characters long; at most ${limit} fit here.`;
        fix = expected(parent).trim() || `Shorten it to ${limit} characters or fewer.`;
        break;
      }
      case 'minLength':
        message = 'This must not be empty.';
        fix = expected(parent).trim() || undefined;
        break;
      case 'minItems':
        message = `This list needs at least ${String((e.params as { limit: number }).limit)} entr${(e.params as { limit: number }).limit > 1 ? 'ies' : 'y'}.`;
        fix = expected(parent).trim() || undefined;
        break;
      case 'anyOf':
        message = 'This menu entry needs a "url", a "submenu", or both.';
        fix = 'Add "url: /some-page" for a link, or "submenu:" with entries below it.';
        break;
      default:
        message = `${e.message ?? 'This value is not allowed'}.`;
        fix = expected(parent).trim() || undefined;
    }
    const { line, column, file } = positionOf(source, at, onKey);
    // An empty value whose line goes on with # (a colour written bare): YAML read it as a note.
    const comment = e.data === null ? commentAfter(locate(source, at, onKey).file.text, line) : undefined;
    if (comment) {
      message = `This is empty: in YAML a # after a space starts a note, so ${comment} was not read as the value.`;
      fix = `Put the value in quotes: "${comment}". ${expected(parent).trim()}`.trim();
    }
    return {
      severity: 'error',
      file,
      line,
      column,
      where: describePath(data, path),
      message,
      fix,
      ...(formFix ? { formFix } : {}),
      path: at === path ? field : at,
    };
  });
}
