-- The office's core: the record of who did what (audit), and the jobs that run after a commit
-- (the outbox: alert emails, webhooks). Every row carries its site.

create table audit (
  id bigserial primary key,
  site text,
  actor text,
  action text not null,
  detail jsonb not null default '{}'::jsonb,
  at timestamptz not null default now()
);
create index audit_site_at on audit (site, at desc);

create table jobs (
  id bigserial primary key,
  site text not null,
  kind text not null,
  payload jsonb not null default '{}'::jsonb,
  attempts integer not null default 0,
  run_at timestamptz not null default now(),
  done_at timestamptz,
  failed_at timestamptz,
  last_error text,
  created_at timestamptz not null default now()
);
create index jobs_due on jobs (run_at) where done_at is null and failed_at is null;
