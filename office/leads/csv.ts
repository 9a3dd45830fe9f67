// The CSV export of the inbox. A visitor's words become cells of a spreadsheet, so a cell that
// starts with = + - @, a tab or a carriage return (a formula to Excel, LibreOffice and Google
// Sheets) gets a single quote in front, and every cell is quoted.
import { FIELD_NAMES, labelOf } from './enquiry.ts';
import type { Lead } from './store.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvOf(leads: Lead[]): string {
  const head = ['Received (UTC)', 'Status', 'First contact (UTC)', 'Minutes to first contact'];
  const tail = ['Also emailed', 'Spam reason', 'Enquiry id', 'Lead id'];
  const lines = [[...head, ...FIELD_NAMES.map(labelOf), ...tail].map(csvCell).join(',')];
  for (const lead of leads) {
    const minutes = lead.firstContactAt
      ? String(Math.round((lead.firstContactAt.getTime() - lead.receivedAt.getTime()) / 60000))
      : '';
    const cells = [
      lead.receivedAt.toISOString(),
      lead.status,
      lead.firstContactAt?.toISOString() ?? '',
      minutes,
      ...FIELD_NAMES.map((n) => lead.fields[n] ?? ''),
      lead.alsoEmailed ? 'yes' : '',
      lead.spamReason ?? '',
      lead.enquiryId,
      lead.id,
    ];
    lines.push(cells.map(csvCell).join(','));
  }
  // A byte-order mark: Excel then reads the file as UTF-8.
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
