-- People, their roles in sites, sessions, passkeys, sign-in links and invites, and the counters
-- that slow down and lock sign-in for an email. A membership carries its site; a person may
-- belong to several sites, and a removed membership is kept (removed_at) so that an invite for
-- a removed person can be refused. Secrets are never stored: sessions, links and browser
-- bindings are kept as SHA-256 hashes of their values.

create table people (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email) and length(email) <= 254),
  name text not null default '' check (length(name) <= 200),
  created_at timestamptz not null default now()
);

create table memberships (
  person_id uuid not null references people (id) on delete cascade,
  site text not null,
  role text not null check (role in ('owner', 'editor')),
  created_at timestamptz not null default now(),
  removed_at timestamptz,
  primary key (person_id, site)
);
create index memberships_site on memberships (site);

create table sessions (
  id_hash text primary key,
  person_id uuid not null references people (id) on delete cascade,
  created_at timestamptz not null default now(),
  seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ended_at timestamptz,
  -- The last passkey assertion made in this session (sign-in or asked again): removals and
  -- settings need one within a few minutes.
  passkey_at timestamptz,
  how text not null check (how in ('passkey', 'link', 'invite', 'test'))
);
create index sessions_person on sessions (person_id);

create table passkeys (
  id text primary key,
  person_id uuid not null references people (id) on delete cascade,
  public_key text not null,
  counter bigint not null default 0,
  transports text not null default '',
  label text not null default '' check (length(label) <= 200),
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index passkeys_person on passkeys (person_id);

-- One challenge of a passkey ceremony: single use, short-lived.
create table passkey_challenges (
  challenge text primary key,
  purpose text not null check (purpose in ('sign-in', 'enrol', 'again')),
  session_hash text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

-- A sign-in link (kind 'link': 15 minutes, the browser that asked) or an invite (kind 'invite':
-- 7 days, a site and a role). Each works once.
create table sign_in_links (
  token_hash text primary key,
  kind text not null check (kind in ('link', 'invite')),
  email text not null,
  site text,
  role text check (role in ('owner', 'editor')),
  browser_hash text,
  next_path text,
  invited_by text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz
);
create index sign_in_links_email on sign_in_links (email);
create index sign_in_links_site on sign_in_links (site);

-- Sign-in attempts for an email (links asked for, passkey assertions that failed): 20 in a
-- minute lock the email for 15 minutes.
create table sign_in_attempts (
  id bigserial primary key,
  email text not null,
  kind text not null,
  at timestamptz not null default now()
);
create index sign_in_attempts_email_at on sign_in_attempts (email, at);

create table sign_in_locks (
  email text primary key,
  locked_until timestamptz not null,
  locked_at timestamptz not null default now()
);
