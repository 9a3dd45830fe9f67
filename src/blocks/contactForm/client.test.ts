// @vitest-environment jsdom
// The real @emailjs/browser SDK through our client module, with fetch replaced: limitRate
// really throttles (it needs the storageProvider we pass to init), the origin of init counts,
// and a failed send does not make the visitor wait.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMIT_RATE_ID, sendEnquiry } from './emailjs-client.ts';
import type { SendSettings } from './email-settings.ts';
import { safeStorage } from './safe-storage.ts';

const settings: SendSettings = {
  publicKey: 'pk',
  serviceId: 'service_1',
  templateId: 'template_1',
  origin: 'http://stand-in.test',
  standIn: true,
  throttleMs: 60_000,
};

function makeForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = '<input name="name" value="Ann"><input name="email" value="ann@example.com">';
  return form;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn(async () => new Response('OK', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('sending through @emailjs/browser', () => {
  it("posts the form to init's origin with the SDK's own fields", async () => {
    const result = await sendEnquiry(makeForm(), settings);
    expect(result).toMatchObject({ status: 200, text: 'OK' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://stand-in.test/api/v1.0/email/send-form');
    const body = init.body as FormData;
    expect(Object.fromEntries(body.entries())).toMatchObject({
      name: 'Ann',
      email: 'ann@example.com',
      lib_version: '4.4.1',
      service_id: 'service_1',
      template_id: 'template_1',
      user_id: 'pk',
    });
  });

  it('limitRate refuses a second request within the throttle, without a request', async () => {
    await sendEnquiry(makeForm(), settings);
    const second = await sendEnquiry(makeForm(), settings).catch((e: unknown) => e);
    expect(second).toMatchObject({ status: 429 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(LIMIT_RATE_ID)).toMatch(/^\d+$/);
  });

  it('a failed send lets the visitor try again at once', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Internal Server Error', { status: 500 }));
    await expect(sendEnquiry(makeForm(), settings)).rejects.toMatchObject({ status: 500 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sendEnquiry(makeForm(), settings)).rejects.toBeInstanceOf(TypeError);
    await expect(sendEnquiry(makeForm(), settings)).resolves.toMatchObject({ status: 200 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('throttleMs 0 turns the limit off', async () => {
    const free = { ...settings, throttleMs: 0 };
    await sendEnquiry(makeForm(), free);
    await sendEnquiry(makeForm(), free);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('missing keys reject with the SDK string and send nothing', async () => {
    const error = await sendEnquiry(makeForm(), { ...settings, publicKey: '' }).catch((e: unknown) => e);
    expect(error).toMatch(/public key is required/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the storage behind limitRate', () => {
  it('falls back to memory when the browser refuses storage', async () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    const storage = safeStorage(refusing);
    await storage.set('k', '1');
    expect(await storage.get('k')).toBe('1');
    await storage.remove('k');
    expect(await storage.get('k')).toBeNull();
    const none = safeStorage(undefined);
    await none.set('k', '2');
    expect(await none.get('k')).toBe('2');
  });
});
