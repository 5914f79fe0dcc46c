-- In-store revenue per square foot of selling space, annualised over the selected range.
WITH bounds AS (
  SELECT CAST({firstdate} AS DATE) AS d1, CAST({lastdate} AS DATE) AS d2
),
s AS (
  SELECT store_id, sum(revenue) AS revenue, sum(visits) AS visits
  FROM sales, bounds
  WHERE platform = 'In-Store'
    AND sale_date BETWEEN d1 AND d2 {and_cond}
  GROUP BY store_id
)
SELECT st.store_id, st.store_name, st.city, st.state, st.square_feet,
       s.revenue, s.visits,
       round(s.revenue / nullif(st.square_feet, 0), 2) AS revenue_per_sqft,
       round(s.revenue / nullif(st.square_feet, 0) * 365.0 / greatest(1, b.d2 - b.d1 + 1), 2)
         AS annual_revenue_per_sqft
FROM s
JOIN stores st ON st.store_id = s.store_id
CROSS JOIN bounds b
ORDER BY annual_revenue_per_sqft DESC
LIMIT {top_n}
