import { describe, expect, it } from 'vitest';
import { classify } from './outcome.ts';

describe('what an EmailJS answer means for a stored enquiry', () => {
  it.each([
    [200, 'OK', 'delivered'],
    [0, 'TypeError: Failed to fetch', 'transient'],
    [0, 'TimeoutError: signal timed out', 'transient'],
    [429, 'Too Many Requests', 'transient'],
    [500, 'Internal Server Error', 'transient'],
    [503, 'Service Unavailable', 'transient'],
    [412, 'Gmail_API: Invalid grant. Please reconnect your Gmail account', 'service'],
    [426, 'Upgrade Required', 'service'],
    [423, 'The account is blocked', 'service'],
    [400, 'The monthly quota is reached', 'service'],
    [400, 'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account', 'config'],
    [400, 'The service ID not found', 'config'],
    [400, 'The template ID not found', 'config'],
    [403, 'API calls are disabled for non-browser applications', 'config'],
    [403, 'Domain not allowed', 'config'],
    [404, 'Not Found', 'config'],
    [422, 'The recipients address is empty', 'config'],
    // Too large: asking again gets the same answer, though the text names a limit.
    [413, 'Variables size limit. The maximum allowed variables size is 50Kb', 'config'],
  ] as const)('%i %s → %s', (status, text, outcome) => {
    expect(classify(status, text)).toBe(outcome);
  });
});
