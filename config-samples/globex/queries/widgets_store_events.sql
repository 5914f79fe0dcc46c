-- Dated store events, newest first.
SELECT event_at, event_type, title, store_name, detail
FROM store_events
ORDER BY event_at DESC
