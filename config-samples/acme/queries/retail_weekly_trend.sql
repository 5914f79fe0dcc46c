-- Weekly revenue of the range against the same weeks one year (52 weeks) earlier.
WITH bounds AS (
  SELECT CAST({firstdate} AS DATE) AS d1, CAST({lastdate} AS DATE) AS d2
),
weekly AS (
  SELECT date_trunc('week', sale_date)::DATE AS week_start, sum(revenue) AS revenue
  FROM sales, bounds
  WHERE sale_date BETWEEN CAST(d1 - INTERVAL 364 DAY AS DATE) AND d2 {and_cond}
  GROUP BY week_start
)
SELECT cur.week_start, cur.revenue, prev.revenue AS revenue_prev_year
FROM weekly cur
CROSS JOIN bounds
LEFT JOIN weekly prev ON prev.week_start = CAST(cur.week_start - INTERVAL 364 DAY AS DATE)
WHERE cur.week_start >= date_trunc('week', d1)::DATE
ORDER BY cur.week_start
