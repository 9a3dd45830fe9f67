// An estimate request as the form stores it on the device (src/blocks/contactForm/delivery/store.ts),
// for the sender's tests and the bench's page with a request waiting.
import type { StoredEnquiry } from '../../src/blocks/contactForm/delivery/store.ts';

export const waitingEnquiry = (id: string, extra: Partial<StoredEnquiry> = {}): StoredEnquiry => ({
  id,
  createdAt: Date.now(),
  params: { name: 'Ann', enquiry_id: id },
  publicKey: 'pk',
  origin: 'https://api.emailjs.example',
  routes: [{ serviceId: 'service_1', templateId: 'template_1' }],
  throttleMs: 0,
  ...extra,
});
