-- The best-selling stores of the range, {top_n} of them.
WITH s AS (
  SELECT store_id,
         sum(revenue) AS revenue,
         sum(units) AS units,
         sum(revenue - cost) AS margin
  FROM sales
  WHERE sale_date BETWEEN {firstdate} AND {lastdate} {and_cond}
  GROUP BY store_id
)
SELECT st.store_id, st.store_name, st.city, st.state, h.district_name, h.region_name,
       s.revenue, s.units,
       round(s.margin / nullif(s.revenue, 0), 4) AS margin_pct
FROM s
JOIN stores st ON st.store_id = s.store_id
JOIN store_hierarchy h ON h.store_id = s.store_id
ORDER BY s.revenue DESC
LIMIT {top_n}
