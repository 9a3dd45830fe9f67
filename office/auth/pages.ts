// The HTML of the sign-in, account, home, people and audit pages. Every value a person typed
// (names, emails, audit details) goes through the escaping template.
import type { SiteConfig } from '../config.ts';
import type { Role } from '../http/router.ts';
import type { Member } from './people.ts';
import { html, when, type Html } from './html.ts';

const status = html`<p class="status" data-status role="status" aria-live="polite"></p>`;

/** A row's words: its name in bold, then each line under it in small type. */
function rowWords(name: string, ...lines: Array<Html | string>): Html {
  return html`<span
    ><strong>${name}</strong>${lines.map((line) => html`<br /><span class="small">${line}</span>`)}</span
  >`;
}

/** A Remove button that asks first: a form sending one hidden field, [name, value], to `api`. */
function removeButton(api: string, confirm: string, [name, value]: [string, string]): Html {
  return html`<form data-api="${api}" data-confirm="${confirm}">
    <input type="hidden" name="${name}" value="${value}" />
    <button class="button small danger" type="submit">Remove</button>
  </form>`;
}

export function signInBody(next: string): Html {
  return html`<section class="card narrow">
    <h1>Sign in</h1>
    <p class="lead">Use the passkey of this phone or computer: your face, fingerprint or screen lock.</p>
    <button class="button primary wide" type="button" data-action="passkey-sign-in" data-next="${next}">
      Sign in with a passkey
    </button>
    <p class="or"><span>or, on a new phone</span></p>
    <form data-api="/api/auth/link" data-keep>
      <input type="hidden" name="next" value="${next}" />
      <label for="email">Your email address</label>
      <input
        id="email"
        name="email"
        type="email"
        autocomplete="username webauthn"
        inputmode="email"
        required
        maxlength="254"
      />
      <button class="button wide" type="submit">Email me a sign-in link</button>
      ${status}
    </form>
    <p class="small">The link works for 15 minutes, once, and only in this browser.</p>
  </section>`;
}

export function linkBody(token: string): Html {
  return html`<section class="card narrow">
    <h1>Sign in on this device</h1>
    <p class="lead">
      Press the button to finish signing in. Next, you can add a passkey so this phone needs no link again.
    </p>
    <form data-api="/api/auth/link/use">
      <input type="hidden" name="token" value="${token}" />
      <button class="button primary wide" type="submit">Sign in</button>
      ${status}
    </form>
  </section>`;
}

export function inviteBody(token: string, siteName: string, role: Role, email: string): Html {
  return html`<section class="card narrow">
    <h1>You are invited</h1>
    <p class="lead">
      to the office of <strong>${siteName}</strong> as ${role === 'owner' ? 'an owner' : 'an editor'}, with the address
      <strong>${email}</strong>.
    </p>
    <p>
      ${role === 'owner' ? 'An owner edits and publishes the site, and chooses who else may.' : 'An editor edits and publishes the site.'}
    </p>
    <form data-api="/api/auth/invite/accept">
      <input type="hidden" name="token" value="${token}" />
      <button class="button primary wide" type="submit">Accept and sign in</button>
      ${status}
    </form>
  </section>`;
}

export function problemBody(title: string, message: string): Html {
  return html`<section class="card narrow">
    <h1>${title}</h1>
    <p class="lead">${message}</p>
    <a class="button wide" href="/sign-in">Go to sign-in</a>
  </section>`;
}

export interface SiteLink {
  site: SiteConfig;
  role: Role;
  base: string;
}

export function homeBody(name: string, sites: SiteLink[]): Html {
  const hello = name ? `Hello, ${name}` : 'Your sites';
  return html`<h1 class="page-title">${hello}</h1>
    ${sites.length === 0 ? html`<p class="card">You belong to no site at the moment.</p>` : ''}
    <ul class="sites">
      ${sites.map(
        ({ site, role, base }) =>
          html`<li class="card site">
            <h2>${site.name}</h2>
            <p class="small">${role === 'owner' ? 'Owner' : 'Editor'} · ${site.origin.replace(/^https?:\/\//, '')}</p>
            <nav class="actions" aria-label="${site.name}">
              <a class="button primary" href="${base}/admin/">Edit the site</a>
              <a class="button" href="${base}/inbox/">Leads</a>
              ${
                role === 'owner'
                  ? html`<a class="button" href="${base}/people">People</a
                      ><a class="button" href="${base}/audit">Record</a
                      ><a class="button" href="${base}/settings">Settings</a>`
                  : ''
              }
            </nav>
          </li>`,
      )}
    </ul>`;
}

export function accountBody(
  name: string,
  email: string,
  keys: { id: string; label: string; created: Date; used: Date | null }[],
  offer: boolean,
  next: string,
): Html {
  return html`<h1 class="page-title">Your account</h1>
    ${
      offer
        ? html`<section class="card offer">
            <h2>Add a passkey on this device?</h2>
            <p>Next time you sign in with your face, fingerprint or screen lock: no email needed.</p>
            <button class="button primary wide" type="button" data-action="add-passkey" data-next="${next}">
              Add a passkey
            </button>
            <a class="button wide quiet" href="${next}">Not now</a>
            ${status}
          </section>`
        : ''
    }
    <section class="card">
      <h2>Signed in as</h2>
      <p class="email">${email}</p>
      <form data-api="/api/auth/name" data-keep>
        <label for="name">Your name, as the people of your sites see it</label>
        <input id="name" name="name" type="text" autocomplete="name" maxlength="200" value="${name}" />
        <button class="button wide" type="submit">Save the name</button>
        ${status}
      </form>
    </section>
    <section class="card">
      <h2>Passkeys</h2>
      ${keys.length === 0 ? html`<p>No passkey yet: you sign in with an email link.</p>` : ''}
      <ul class="rows">
        ${keys.map(
          (k) =>
            html`<li>
              ${rowWords(k.label || 'Passkey', html`Added ${when(k.created)}${k.used ? html` · last used ${when(k.used)}` : ''}`)}
              ${removeButton(
                '/api/auth/passkeys/remove',
                'Remove this passkey? The device that holds it will need an email link next time.',
                ['id', k.id],
              )}
            </li>`,
        )}
      </ul>
      ${offer ? '' : html`<button class="button wide" type="button" data-action="add-passkey" data-next="/account">Add a passkey on this device</button>`}
      ${offer ? '' : status}
    </section>
    <section class="card">
      <h2>Sign out</h2>
      <form data-api="/api/auth/sign-out">
        <button class="button wide" type="submit">Sign out on this device</button>
      </form>
      <form data-api="/api/auth/sign-out-everywhere" data-confirm="Sign out on every phone and computer, this one too?">
        <button class="button wide danger" type="submit">Sign out everywhere</button>
        ${status}
      </form>
    </section>`;
}

export function peopleBody(
  site: string,
  base: string,
  me: string,
  members: Member[],
  invites: { email: string; role: Role; expires: Date; by: string }[],
): Html {
  return html`<h1 class="page-title">People of ${site}</h1>
    <section class="card">
      <h2>Invite someone</h2>
      <form data-api="${base}/api/people/invite" data-keep>
        <label for="invite-email">Their email address</label>
        <input id="invite-email" name="email" type="email" inputmode="email" required maxlength="254" />
        <fieldset class="roles">
          <legend>Role</legend>
          <label
            ><input type="radio" name="role" value="editor" checked /> Editor
            <span class="small">edits and publishes</span></label
          >
          <label
            ><input type="radio" name="role" value="owner" /> Owner
            <span class="small">also people and settings</span></label
          >
        </fieldset>
        <button class="button primary wide" type="submit">Send the invite</button>
        ${status}
        <output class="invite-link" data-link hidden></output>
      </form>
    </section>
    <section class="card">
      <h2>People</h2>
      <ul class="rows people">
        ${members.map(
          (m) =>
            html`<li>
              ${rowWords(
                m.name || m.email,
                ...(m.name ? [m.email] : []),
                html`${m.role === 'owner' ? 'Owner' : 'Editor'}${m.signedInAt ? html` · signed in ${when(m.signedInAt)}` : html` · not signed in yet`}`,
              )}
              ${
                m.id === me
                  ? html`<span class="small">you</span>`
                  : html`<span class="row-actions">
                      <form data-api="${base}/api/people/role">
                        <input type="hidden" name="personId" value="${m.id}" />
                        <input type="hidden" name="role" value="${m.role === 'owner' ? 'editor' : 'owner'}" />
                        <button class="button small" type="submit">
                          ${m.role === 'owner' ? 'Make editor' : 'Make owner'}
                        </button>
                      </form>
                      ${removeButton(
                        `${base}/api/people/remove`,
                        `Remove ${m.email} from ${site}? They can no longer sign in to it.`,
                        ['personId', m.id],
                      )}
                    </span>`
              }
            </li>`,
        )}
      </ul>
      ${status}
    </section>
    ${
      invites.length
        ? html`<section class="card">
            <h2>Invites not yet accepted</h2>
            <ul class="rows">
              ${invites.map(
                (i) =>
                  html`<li>${rowWords(i.email, html`${i.role} · valid until ${when(i.expires)} · by ${i.by}`)}</li>`,
              )}
            </ul>
          </section>`
        : ''
    }`;
}

const HOW: Record<string, string> = { passkey: 'with a passkey', link: 'with an email link', invite: 'from an invite' };

/** A change of the Settings page, in words: the months leads are kept, whose alerts went on or off. */
function settingsWords(detail: Record<string, unknown>): string {
  const months = detail.retentionMonths as { from?: unknown; to?: unknown } | undefined;
  const list = (value: unknown) => (Array.isArray(value) ? value.map(String).slice(0, 20).join(', ') : '');
  const parts = [
    months && months.from !== months.to ? `leads kept ${Number(months.to)} months (was ${Number(months.from)})` : '',
    list(detail.alertsOn) ? `lead alerts on for ${list(detail.alertsOn)}` : '',
    list(detail.alertsOff) ? `lead alerts off for ${list(detail.alertsOff)}` : '',
  ].filter(Boolean);
  return `changed the settings${parts.length ? `: ${parts.join('; ')}` : ' (nothing different)'}`;
}

function describe(action: string, detail: Record<string, unknown>): string {
  const email = typeof detail.email === 'string' ? detail.email : '';
  switch (action) {
    case 'sign-in':
      return `signed in ${HOW[String(detail.how)] ?? ''}`.trim();
    case 'invite':
      return `invited ${email} as ${String(detail.role ?? '')}`;
    case 'invite again':
      return `invited ${email} again, as ${String(detail.role ?? '')}`;
    case 'remove':
      return `removed ${email}`;
    case 'publish':
    case 'restore': {
      const commit = typeof detail.commit === 'string' ? ` version ${detail.commit.slice(0, 7)}` : '';
      const verb =
        action === 'publish' ? `published${commit}` : `restored an earlier version, as${commit || ' a new version'}`;
      const outcome = typeof detail.outcome === 'string' ? ` (${detail.outcome.slice(0, 80)})` : '';
      const unsent = detail.sent === false ? ', not yet sent to the repository' : '';
      return `${verb}${outcome}${unsent}`;
    }
    case 'leads-export':
      return `exported the leads of one person (${Number(detail.leads) || 0})`;
    case 'leads-erase':
      return `erased the leads of one person (${Number(detail.leads) || 0})`;
    case 'sign-out everywhere':
      return 'signed out everywhere';
    case 'role':
      return `made ${email} ${detail.to === 'owner' ? 'an owner' : 'an editor'}`;
    case 'settings':
      return settingsWords(detail);
    default: {
      const parts = Object.entries(detail)
        .filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))
        .slice(0, 6)
        .map(([k, v]) => `${k}: ${String(v).slice(0, 200)}`);
      return parts.length ? `${action} (${parts.join(', ')})` : action;
    }
  }
}

export function auditBody(
  site: string,
  entries: { actor: string | null; action: string; detail: unknown; at: Date }[],
): Html {
  return html`<h1 class="page-title">Record of ${site}</h1>
    <p class="small">
      Sign-ins, invites, removals, settings, publishes and restores: who, when and what. The newest first.
    </p>
    ${entries.length === 0 ? html`<p class="card">Nothing recorded yet.</p>` : ''}
    <ol class="card rows audit">
      ${entries.map(
        (e) =>
          html`<li>
            <span
              ><strong>${e.actor ?? 'the office'}</strong>
              ${describe(e.action, typeof e.detail === 'object' && e.detail ? (e.detail as Record<string, unknown>) : {})}
              <br /><time class="small" datetime="${new Date(e.at).toISOString()}">${when(e.at)}</time></span
            >
          </li>`,
      )}
    </ol>`;
}
