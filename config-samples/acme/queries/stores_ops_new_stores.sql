-- Stores opened in the {months_back} months before the end of the range, and how they trade.
WITH bounds AS (
  SELECT CAST({firstdate} AS DATE) AS d1, CAST({lastdate} AS DATE) AS d2
),
recent AS (
  SELECT store_id, store_name, city, state, opened_on, square_feet
  FROM stores, bounds
  WHERE opened_on >= CAST(d2 - to_months({months_back}) AS DATE) {and_cond}
),
s AS (
  SELECT store_id, sum(revenue) AS revenue, sum(visits) AS visits
  FROM sales, bounds
  WHERE sale_date BETWEEN d1 AND d2
    AND store_id IN (SELECT store_id FROM recent)
  GROUP BY store_id
)
SELECT r.store_id, r.store_name, r.city, r.state, r.opened_on, r.square_feet,
       coalesce(s.revenue, 0) AS revenue, coalesce(s.visits, 0) AS visits
FROM recent r
LEFT JOIN s ON s.store_id = r.store_id
ORDER BY r.opened_on DESC
