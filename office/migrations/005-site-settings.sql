-- What an owner changes about a site on its Settings page, without touching office.yaml: who
-- gets the email alert of each new lead, and how long leads are kept. A null means "as before":
-- the alert goes to the site's owners, and leads are kept for office.yaml's retentionMonths.

alter table memberships add column lead_alerts boolean;

create table site_settings (
  site text primary key,
  retention_months integer check (retention_months between 1 and 120),
  updated_at timestamptz not null default now(),
  updated_by text
);
