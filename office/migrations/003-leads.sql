-- The lead desk: every enquiry a site's form sent, stored before anything else happens, and
-- what the site's people did with it. Every row carries its site; the enquiry id (the form's
-- idempotency key) is unique within a site, so a repeat of one enquiry is one row. Lead ids are
-- random (uuid), so one site's ids say nothing about another's volume.

create table leads (
  id uuid primary key default gen_random_uuid(),
  site text not null,
  enquiry_id text not null check (length(enquiry_id) between 8 and 64),
  fields jsonb not null,
  -- SHA-256 of the fields in a canonical order: a repeat is the same enquiry only if it matches.
  content_hash text not null,
  -- Lower-case text of every field, for search.
  search_text text not null default '',
  received_at timestamptz not null default now(),
  status text not null default 'New' check (status in ('New', 'Contacted', 'Booked', 'Done', 'Not a fit', 'Spam')),
  spam boolean not null default false,
  -- Why the office set it aside as spam on arrival (honeypot, too quick, turnstile), or null.
  spam_reason text,
  also_emailed boolean not null default false,
  alert_failed boolean not null default false,
  -- What went wrong with an alert, in plain words for the owner (never the lead's content).
  alert_note text,
  read_at timestamptz,
  -- The first status change away from New, or the first call/text/email tapped in the inbox.
  first_contact_at timestamptz,
  updated_at timestamptz not null default now(),
  unique (site, enquiry_id)
);
create index leads_site_received on leads (site, received_at desc, id desc);
create index leads_site_status on leads (site, status, received_at desc);
create index leads_site_email on leads (site, (lower(fields ->> 'email')));

-- Who changed what and when: status changes, notes, contact taps, spam and rescue, deletions.
create table lead_events (
  id bigserial primary key,
  site text not null,
  lead_id uuid not null references leads (id) on delete cascade,
  -- The person's email, or 'office' for what the office did itself.
  actor text not null,
  kind text not null check (kind in ('received', 'status', 'note', 'contact', 'spam', 'rescue', 'alert')),
  from_status text,
  to_status text,
  note text check (length(note) <= 4000),
  at timestamptz not null default now()
);
create index lead_events_lead on lead_events (site, lead_id, at);
