-- The 25 stores with the most revenue in the last 30 days.
WITH last_day AS (SELECT max(sale_date) AS d FROM sales)
SELECT st.store_name,
       st.city,
       sum(s.revenue) AS revenue,
       sum(s.units) AS units,
       (sum(s.revenue) - sum(s.cost)) / sum(s.revenue) AS margin
FROM sales s
JOIN stores st USING (store_id), last_day
WHERE s.sale_date > d - 30
GROUP BY st.store_name, st.city
ORDER BY revenue DESC
LIMIT 25
