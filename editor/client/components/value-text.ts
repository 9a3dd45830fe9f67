// A value of the site in a few words, for the merge and draft panels.
export function valueText(value: unknown): string {
  if (value === undefined) return '(not there)';
  if (typeof value === 'string') return value === '' ? '(empty)' : `“${value}”`;
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}
