// The Settings page of a site (owners): who gets the email alert of each new lead, and how long
// leads are kept. One form; saving asks for the passkey again (the page's script does, on the
// office's 403). Every name and email goes through the escaping template.
import type { SiteConfig } from '../config.ts';
import { html, when, type Html } from '../auth/html.ts';
import { RETENTION_LIMITS } from '../config.ts';
import type { AlertChoice } from './store.ts';

export interface SettingsView {
  site: SiteConfig;
  base: string;
  people: AlertChoice[];
  retentionMonths: number;
  updated?: { at: Date; by: string | null };
}

export function settingsBody({ site, base, people, retentionMonths, updated }: SettingsView): Html {
  return html`<h1 class="page-title">Settings of ${site.name}</h1>
    <form data-api="${base}/api/settings" data-keep>
      <section class="card">
        <h2>Who hears of a new lead</h2>
        <fieldset class="checks">
          <legend>An email for each new lead goes to</legend>
          ${people.map(
            (p) =>
              html`<label
                ><input type="checkbox" name="alert:${p.id}" value="on" ${p.alerts ? html`checked` : ''} />
                <span
                  ><strong>${p.name || p.email}</strong><br /><span class="small"
                    >${p.name ? html`${p.email} · ` : ''}${p.role === 'owner' ? 'Owner' : 'Editor'}</span
                  ></span
                ></label
              >`,
          )}
        </fieldset>
        <p class="small">
          ${
            site.webhook
              ? 'Each new lead is also sent to the webhook your developer set for this site.'
              : 'New leads are always in the inbox too, whoever gets the email.'
          }
        </p>
      </section>
      <section class="card">
        <h2>How long leads are kept</h2>
        <label for="retention">Months</label>
        <input
          id="retention"
          name="retentionMonths"
          type="number"
          inputmode="numeric"
          min="${RETENTION_LIMITS.min}"
          max="${site.retentionMonths}"
          step="1"
          required
          value="${retentionMonths}"
        />
        <p class="small">
          A lead older than this is deleted with its notes and history (checked every day). At most
          ${site.retentionMonths} months, as your developer set it: you may keep leads for less, not longer.
        </p>
      </section>
      <button class="button primary wide" type="submit">Save the settings</button>
      <p class="status" data-status role="status" aria-live="polite"></p>
      <p class="small">
        The office asks for your passkey before it
        saves.${updated ? html` Last changed ${when(updated.at)}${updated.by ? html` by ${updated.by}` : ''}.` : ''}
      </p>
    </form>`;
}
