SELECT visited_on, store_id, visitor, shelf_score, out_of_stock, notes
FROM store_visits
ORDER BY visited_on DESC, store_id
LIMIT 500
