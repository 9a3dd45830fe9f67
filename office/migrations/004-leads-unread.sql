-- The inbox's unread count at 100,000 leads: counted from an index of the unread leads only,
-- instead of a scan of every lead of the site.
create index leads_site_unread on leads (site) where read_at is null and status <> 'Spam';
