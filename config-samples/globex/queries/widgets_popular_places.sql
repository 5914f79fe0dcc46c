-- Revenue per store over the selected dates, with the store's coordinates (popular places map).
WITH by_store AS (
  SELECT store_id, sum(revenue) AS revenue
  FROM sales
  WHERE sale_date BETWEEN {firstdate} AND {lastdate} {and_cond}
  GROUP BY store_id
)
SELECT st.store_name, st.city, st.latitude, st.longitude, b.revenue
FROM by_store b
JOIN stores st USING (store_id)
ORDER BY b.revenue DESC
LIMIT 200
