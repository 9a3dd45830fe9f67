// The fields of the estimate request. Their names are the EmailJS template's variables, so
// they never change; the variant and the address setting only decide which fields show and
// which are required, and the business's country which phone numbers the field takes.
import type { ContactFormBlock } from '../../site/site-types.generated.ts';
import type { FormWording } from './wording.ts';

export type Variant = NonNullable<ContactFormBlock['variant']>;
/** Whether the form asks where the work is (street, city and ZIP). */
export type AddressAsk = NonNullable<ContactFormBlock['address']>;
type LabelKey = keyof FormWording['labels'];
type OptionsKey = keyof FormWording['options'];

export type FieldSpec =
  | {
      kind: 'input';
      name: string;
      label: LabelKey;
      type: 'text' | 'email' | 'tel';
      autoComplete: string;
      required: boolean;
      inputMode?: 'numeric';
      /** A native pattern the browser checks (and shows inline when it fails). */
      pattern?: string;
    }
  | { kind: 'textarea'; name: string; label: LabelKey; rows: number; required: boolean; maxLength: number }
  | { kind: 'select'; name: OptionsKey; label: LabelKey; required: boolean }
  | { kind: 'checkbox'; name: string; label: LabelKey; value: string };

/** The value the SMS opt-in sends when ticked, as the email template expects. */
export const SMS_OPT_IN_VALUE = 'Please check the box';
/**
 * A US phone number: 10 digits, with spaces, dashes, dots or brackets, and an optional
 * leading +1 or 1. The browser applies it as ^(?:…)$ with the v flag, so the characters
 * - ( ) are escaped inside the classes.
 */
export const PHONE_PATTERN = String.raw`\s*(\+?1[\s.\-]*)?(\([0-9]{3}\)|[0-9]{3})[\s.\-]*[0-9]{3}[\s.\-]*[0-9]{4}\s*`;
/** 7 to 15 digits (the longest the ITU allows), with spaces, dashes, dots or brackets between them. */
const DIGITS_7_TO_15 = String.raw`(?:[\s.\-\(\)]*[0-9]){7,15}[\s.\-\(\)]*`;
/**
 * An email address we can answer: the browser's own check takes "ann@gmail" (a name on a local
 * network), a slip that would leave the request without a way to reply; this asks for a dot in
 * the part after the @ too.
 */
export const EMAIL_PATTERN = '[^@\\s]+@[^@\\s]+\\.[^@\\s]+';

/** A phone number in any other country: + before the country code or not. */
const ANY_PHONE_PATTERN = String.raw`\s*\+?${DIGITS_7_TO_15}`;
/** A number written with + and its country code, from any country. */
const INTERNATIONAL_PHONE_PATTERN = String.raw`\s*\+${DIGITS_7_TO_15}`;
/** The countries whose numbers have 10 digits after +1 (the US and Canada). */
const TEN_DIGIT_COUNTRIES = new Set(['US', 'CA']);

/**
 * The phone field's pattern for the business's country (business.country): in the US and
 * Canada a 10-digit number, or any number written with + and its country code (a visitor
 * from abroad); elsewhere 7 to 15 digits.
 */
export const phonePattern = (country = 'US') =>
  TEN_DIGIT_COUNTRIES.has(country.toUpperCase())
    ? `${PHONE_PATTERN}|${INTERNATIONAL_PHONE_PATTERN}`
    : ANY_PHONE_PATTERN;
/**
 * The most characters a message takes. EmailJS refuses a request whose fields add up to more
 * than 50 KB (413, "Variables size limit"), and a refused request is never sent: 5,000
 * characters stay under it whatever the script (at most 4 bytes each).
 */
export const MESSAGE_MAX_LENGTH = 5000;
/** The trap field's name: people never see it, robots fill it in. */
export const HONEYPOT_NAME = 'website';

/** How the form is asked for: its variant, whether it asks for the address, and the country. */
export interface FormShape {
  variant: Variant;
  address?: AddressAsk;
  country?: string;
  /** false: no SMS opt-in box. */
  sms?: boolean;
}

export { smsOffered } from '../../site/sms-offered.ts';

export function formFields({ variant, address = 'required', country, sms = true }: FormShape): FieldSpec[] {
  const full = variant === 'full';
  const where = address !== 'none';
  const whereRequired = address === 'required';
  const fields: (FieldSpec | false)[] = [
    full
      ? { kind: 'input', name: 'name', label: 'name', type: 'text', autoComplete: 'given-name', required: true }
      : { kind: 'input', name: 'name', label: 'fullName', type: 'text', autoComplete: 'name', required: true },
    full && {
      kind: 'input',
      name: 'lastName',
      label: 'lastName',
      type: 'text',
      autoComplete: 'family-name',
      required: true,
    },
    {
      kind: 'input',
      name: 'email',
      label: 'email',
      type: 'email',
      autoComplete: 'email',
      required: true,
      pattern: EMAIL_PATTERN,
    },
    {
      kind: 'input',
      name: 'phone',
      label: 'phone',
      type: 'tel',
      autoComplete: 'tel',
      required: true,
      pattern: phonePattern(country),
    },
    where && {
      kind: 'input',
      name: 'address',
      label: 'address',
      type: 'text',
      autoComplete: 'address-line1',
      required: whereRequired,
    },
    full &&
      where && {
        kind: 'input',
        name: 'city',
        label: 'city',
        type: 'text',
        autoComplete: 'address-level2',
        required: whereRequired,
      },
    full &&
      where && {
        kind: 'input',
        name: 'zip',
        label: 'zip',
        type: 'text',
        autoComplete: 'postal-code',
        required: whereRequired,
        inputMode: 'numeric',
      },
    { kind: 'textarea', name: 'message', label: 'message', rows: 4, required: full, maxLength: MESSAGE_MAX_LENGTH },
    { kind: 'select', name: 'howDidYouHearAboutUs', label: 'howDidYouHearAboutUs', required: full },
    { kind: 'select', name: 'whatAreYouInterestedIn', label: 'whatAreYouInterestedIn', required: full },
    sms && { kind: 'checkbox', name: 'optInForSMS', label: 'optInForSMS', value: SMS_OPT_IN_VALUE },
  ];
  return fields.filter((f): f is FieldSpec => f !== false);
}
