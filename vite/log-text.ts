// Text from a request, made safe to print on one terminal line: control characters
// (CR, LF, ESC and the rest), Unicode line separators and direction overrides are shown
// as \u escapes, so a form field cannot start a forged line, colour the terminal or
// reorder what is shown. Long values are cut.

const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\\]/g;

export function oneLine(text: string, max = 120): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return cut.replace(UNPRINTABLE, (c) => (c === '\\' ? '\\\\' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}
