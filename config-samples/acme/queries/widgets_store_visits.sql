-- Store-visit pictures, newest first; photo_url is a file of the tenant data folder.
SELECT visit_id, visited_at, store_name, caption, photo_url
FROM store_visits
ORDER BY visited_at DESC, visit_id
