// An enquiry as the visitor's form sends it to POST /api/enquiries, read and checked. The field
// list is the form's own (src/blocks/contactForm/fields.ts): one source for the form and the
// office. A body is hostile until proven otherwise: its size, its depth, a key given twice,
// text PostgreSQL cannot hold (NUL, a lone surrogate) are all refused before it is read as data.
import { createHash } from 'node:crypto';
import {
  EMAIL_PATTERN,
  SMS_OPT_IN_VALUE,
  formFields,
  phonePattern,
  type FieldSpec,
} from '../../src/blocks/contactForm/fields.ts';

/**
 * The largest body taken. The fullest form a person can send in any script: a 5,000-character
 * message at 3 bytes a character (15 KB: Chinese, Japanese) and nine one-line fields of up to
 * MAX_LINE characters; 16 KB would refuse such a visitor's request, which the form cannot repair.
 */
export const MAX_BODY_BYTES = 32 * 1024;
/** Objects and lists inside one another: the contract has two levels. */
export const MAX_DEPTH = 4;
/** The longest one-line field (a name, a street, a choice): the form's inputs set no maxlength. */
export const MAX_LINE = 500;
export const ENQUIRY_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** Every field any form can send: the full form, with the address and the SMS box shown. */
const ALL_FIELDS: FieldSpec[] = formFields({ variant: 'full', address: 'optional', sms: true });
/** Required whatever the form's variant and address setting: the ways to answer the visitor. */
const ALWAYS_REQUIRED = new Set(
  ALL_FIELDS.map((f) => f.name).filter((name) =>
    (['full', 'short'] as const).every((variant) =>
      formFields({ variant, address: 'none', sms: false }).some(
        (f) => f.name === name && f.kind !== 'checkbox' && f.required,
      ),
    ),
  ),
);
export const FIELD_NAMES = ALL_FIELDS.map((f) => f.name);

// As the browser applies a pattern attribute: the whole value, with the v flag.
const EMAIL_RE = new RegExp(`^(?:${EMAIL_PATTERN})$`, 'v');
/** Any country's number the form takes (the US pattern is a part of it): a visitor from abroad is not refused. */
const PHONE_RE = new RegExp(`^(?:${phonePattern('')})$`, 'v');

export type Fields = Record<string, string>;

export interface Enquiry {
  enquiryId: string;
  fields: Fields;
  shownAt?: number;
  alsoEmailed: boolean;
  website: string;
  turnstileToken?: string;
}

export class EnquiryRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: string[] = [],
  ) {
    super(message);
  }
}

/**
 * Why the JSON text cannot be taken, or undefined: nested deeper than MAX_DEPTH, or an object
 * with a key given twice (JSON.parse would keep the last one silently, and a proxy or a check
 * that read the first would see another enquiry). Keys are compared after their escapes are
 * read, so "name" and "n\u0061me" are the same key. Runs before JSON.parse, without recursion.
 */
export function jsonShapeProblem(text: string): string | undefined {
  const stack: { keys?: Set<string>; wantKey: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const start = i;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      const top = stack[stack.length - 1];
      if (top?.keys && top.wantKey) {
        let key: string;
        try {
          key = JSON.parse(text.slice(start, i + 1)) as string;
        } catch {
          return 'it is not JSON';
        }
        if (top.keys.has(key)) return `the key "${key.slice(0, 40)}" is given twice`;
        top.keys.add(key);
        top.wantKey = false;
      }
    } else if (c === '{' || c === '[') {
      stack.push(c === '{' ? { keys: new Set(), wantKey: true } : { wantKey: false });
      if (stack.length > MAX_DEPTH) return `it is nested more than ${MAX_DEPTH} levels deep`;
    } else if (c === '}' || c === ']') stack.pop();
    else if (c === ',') {
      const top = stack[stack.length - 1];
      if (top?.keys) top.wantKey = true;
    }
  }
  return undefined;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text PostgreSQL can hold and a person can read: no NUL, no lone surrogate. */
export function storable(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

function checkField(spec: FieldSpec, value: string): string | undefined {
  if (!storable(value)) return 'holds a character that cannot be stored';
  switch (spec.kind) {
    case 'textarea':
      return value.length > spec.maxLength ? `is longer than ${spec.maxLength} characters` : undefined;
    case 'checkbox':
      return value === '' || value === spec.value ? undefined : `must be empty or "${spec.value}"`;
    default:
      if (value.length > MAX_LINE) return `is longer than ${MAX_LINE} characters`;
      if (value === '') return undefined;
      if (spec.kind === 'input' && spec.type === 'email' && !EMAIL_RE.test(value)) return 'is not an email address';
      if (spec.kind === 'input' && spec.type === 'tel' && !PHONE_RE.test(value)) return 'is not a phone number';
      return undefined;
  }
}

/** The enquiry in a parsed body, or EnquiryRefused(400) naming every field that is wrong. */
export function readEnquiry(body: unknown): Enquiry {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new EnquiryRefused(400, 'The request must be a JSON object with enquiryId and fields.');
  const b = body as Record<string, unknown>;
  const problems: string[] = [];
  const named: string[] = [];
  const refuse = (name: string, why: string) => {
    named.push(name);
    problems.push(`${name} ${why}`);
  };
  if (typeof b.enquiryId !== 'string' || !ENQUIRY_ID.test(b.enquiryId))
    refuse('enquiryId', 'must be 8 to 64 letters, digits, - or _');
  const fields: Fields = {};
  if (typeof b.fields !== 'object' || b.fields === null || Array.isArray(b.fields))
    refuse('fields', 'must be a section');
  else {
    const given = b.fields as Record<string, unknown>;
    for (const name of Object.keys(given))
      if (!FIELD_NAMES.includes(name)) refuse(`fields.${name.slice(0, 40)}`, 'is not a field of the form');
    for (const spec of ALL_FIELDS) {
      let value = given[spec.name];
      if (spec.kind === 'checkbox' && typeof value === 'boolean') value = value ? spec.value : '';
      if (value === undefined || value === null) value = '';
      if (typeof value !== 'string') {
        refuse(`fields.${spec.name}`, 'must be text');
        continue;
      }
      // A one-line field with a line break did not come from the form's <input>: refused, never joined.
      if (spec.kind !== 'textarea' && /[\r\n\u2028\u2029]/.test(value)) {
        refuse(`fields.${spec.name}`, 'must be one line');
        continue;
      }
      const trimmed = spec.kind === 'textarea' ? value.trim() : value.trim().replace(/\s+/g, ' ');
      if (!trimmed && ALWAYS_REQUIRED.has(spec.name)) {
        refuse(`fields.${spec.name}`, 'is required');
        continue;
      }
      const why = checkField(spec, trimmed);
      if (why) refuse(`fields.${spec.name}`, why);
      else if (trimmed) fields[spec.name] = trimmed;
    }
  }
  let shownAt: number | undefined;
  if (b.shownAt !== undefined) {
    if (typeof b.shownAt !== 'number' || !Number.isFinite(b.shownAt) || b.shownAt < 0)
      refuse('shownAt', 'must be a number of milliseconds');
    else shownAt = b.shownAt;
  }
  if (b.alsoEmailed !== undefined && typeof b.alsoEmailed !== 'boolean') refuse('alsoEmailed', 'must be true or false');
  if (b.website !== undefined && (typeof b.website !== 'string' || b.website.length > 2000))
    refuse('website', 'must be text');
  if (b.turnstileToken !== undefined && (typeof b.turnstileToken !== 'string' || b.turnstileToken.length > 4096))
    refuse('turnstileToken', 'must be text');
  if (problems.length) throw new EnquiryRefused(400, `The enquiry was not stored: ${problems.join('; ')}.`, named);
  return {
    enquiryId: b.enquiryId as string,
    fields,
    shownAt,
    alsoEmailed: b.alsoEmailed === true,
    website: typeof b.website === 'string' ? b.website.trim() : '',
    turnstileToken: typeof b.turnstileToken === 'string' && b.turnstileToken ? b.turnstileToken : undefined,
  };
}

/** The fields in one order, hashed: two sends of one enquiry hash alike, any change does not. */
export function contentHash(fields: Fields): string {
  const ordered = Object.keys(fields)
    .sort()
    .map((k) => [k, fields[k]]);
  return createHash('sha256').update(JSON.stringify(ordered)).digest('hex');
}

export function searchText(fields: Fields): string {
  return Object.values(fields).join(' \u0001 ').toLowerCase().slice(0, 8000);
}

/** The label of each field for the inbox, the email and the CSV: the form's field names in words. */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  zip: 'ZIP',
  message: 'Message',
  howDidYouHearAboutUs: 'Heard of us',
  whatAreYouInterestedIn: 'Service',
  optInForSMS: 'Texts OK',
};

export const labelOf = (name: string) => FIELD_LABELS[name] ?? name;

export { SMS_OPT_IN_VALUE };
