-- One row: the Gallery charts draw the data their specs name (data/…, values).
SELECT 1 AS one
