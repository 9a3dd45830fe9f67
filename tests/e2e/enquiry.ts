// A complete estimate request, as a visitor types it into the full contact form: the one set
// of values the contact and design specs fill in.
import type { Locator } from '@playwright/test';

export const ENQUIRY = {
  'First name': 'Ann',
  'Last name': 'Boudreaux',
  Email: 'ann@example.com',
  Phone: '985-555-0100',
  'Street address': '12 Magnolia Lane',
  City: 'Covington',
  'ZIP code': '70433',
  'What can we clean for you?': 'House wash and gutters, two-story brick house.',
};

/** Fills every field of the full form, the choices and the SMS opt-in included. */
export async function fillEnquiry(form: Locator, email = ENQUIRY.Email) {
  for (const [label, value] of Object.entries({ ...ENQUIRY, Email: email }))
    await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel('How did you hear about us?').selectOption('Referral');
  await form.getByLabel('What are you interested in?').selectOption('House Wash');
  await form.getByLabel(/text me about my request/).check();
}
