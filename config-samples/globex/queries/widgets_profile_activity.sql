-- What each user wrote through the forms, dropzones and imports, from the write store's audit
-- (one row per write, by the signed-in user's e-mail): the profile card asks for the signed-in
-- user's row only.
SELECT user_email,
       coalesce(sum(row_count) FILTER (WHERE table_name = 'store_visits'), 0) AS visits_reported,
       count(*) AS submissions,
       sum(row_count) AS rows_written,
       CAST(max(written_at) AS DATE) AS last_submission
FROM navigator_audit
GROUP BY user_email
