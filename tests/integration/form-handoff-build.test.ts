// A production build whose EmailJS settings are still the shipped placeholders never ships a
// form that fails after the visitor has typed: the built /contact page says, above the first
// field, that the form works through the visitor's own email app, and its button says so.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBlock } from '../support/block-from-yaml.ts';

const out = mkdtempSync(resolve('.e2e/form-handoff-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('a production build without EmailJS settings', () => {
  it('hands the request to the email app, and says so before the visitor starts', () => {
    const env: NodeJS.ProcessEnv = {
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_EMAILJS_'))),
      NODE_ENV: 'production',
      SITE_OUT_DIR: out,
      NO_COLOR: '1',
    };
    const r = spawnSync(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build'], {
      env,
      encoding: 'utf8',
      timeout: 240_000,
    });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout + r.stderr).toMatch(/emailjs\.publicKey.* still placeholders/);
    const lists = { howDidYouHearAboutUs: ['Referral'], whatAreYouInterestedIn: ['Repairs'] };
    const { messages, button } = loadBlock('contactForm', { options: lists });
    const html = readFileSync(join(out, 'contact', 'index.html'), 'utf8');
    const notice = html.indexOf(messages.handOff.replace(/'/g, '&#x27;'));
    expect(notice).toBeGreaterThan(0);
    expect(notice).toBeLessThan(html.indexOf('name="name"'));
    const buttons = [...html.matchAll(/<button type="submit"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(buttons).toEqual([button.openEmailApp]);
  }, 240_000);
});
