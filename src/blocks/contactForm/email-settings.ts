// Where the form sends to: site.yaml's emailjs: settings, overridden by the build's
// environment (VITE_EMAILJS_PUBLIC_KEY, _SERVICE_ID, _TEMPLATE_ID, _ORIGIN). The origin
// `self` means this site's own server, which answers with the local stand-in
// (vite/email-standin.ts) under `npm start` and `npm run dev`; those default to it.
import type { EmailSettings } from '../../site/site-types.generated.ts';

export const EMAILJS_ORIGIN = 'https://api.emailjs.com';
export const DEFAULT_THROTTLE_MS = 60_000;

export interface EmailEnv {
  VITE_EMAILJS_PUBLIC_KEY?: string;
  VITE_EMAILJS_SERVICE_ID?: string;
  VITE_EMAILJS_TEMPLATE_ID?: string;
  VITE_EMAILJS_ORIGIN?: string;
  /** true under `vite` (npm start, npm run dev). */
  DEV?: boolean;
}

export interface SendSettings {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** The server the SDK posts to, without a trailing slash. */
  origin: string;
  /** true when the origin is this site's own server (the stand-in). */
  standIn: boolean;
  throttleMs: number;
}

/** site.yaml ships with YOUR_... placeholders until the owner fills in the account. */
export function isPlaceholder(value: string | undefined): boolean {
  return !value || /^YOUR_/i.test(value.trim());
}

export function resolveSendSettings(site: EmailSettings | undefined, env: EmailEnv, selfOrigin: string): SendSettings {
  const wanted = env.VITE_EMAILJS_ORIGIN?.trim() || (env.DEV ? 'self' : site?.origin || EMAILJS_ORIGIN);
  const standIn = wanted === 'self';
  const origin = (standIn ? selfOrigin : wanted).replace(/\/+$/, '');
  // The stand-in takes any values; a real server gets no placeholders, so the visitor
  // hears "not set up yet" at once instead of a refusal after a round trip.
  const pick = (override: string | undefined, fromSite: string | undefined) => {
    const value = override?.trim() || fromSite?.trim() || '';
    return standIn || !isPlaceholder(value) ? value : '';
  };
  return {
    publicKey: pick(env.VITE_EMAILJS_PUBLIC_KEY, site?.publicKey),
    serviceId: pick(env.VITE_EMAILJS_SERVICE_ID, site?.serviceId),
    templateId: pick(env.VITE_EMAILJS_TEMPLATE_ID, site?.templateId),
    origin,
    standIn,
    throttleMs: site?.throttleMs ?? DEFAULT_THROTTLE_MS,
  };
}

/** The build's environment, as Vite writes it into the bundle. */
export function buildEnv(): EmailEnv {
  return {
    VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
    VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
    VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
    VITE_EMAILJS_ORIGIN: import.meta.env.VITE_EMAILJS_ORIGIN,
    DEV: import.meta.env.DEV,
  };
}
