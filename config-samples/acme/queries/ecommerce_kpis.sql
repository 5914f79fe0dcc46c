-- Digital KPIs (Online, Mobile App, Marketplace) for the range and the same range one year
-- earlier (the comparison).
WITH periods AS (
  SELECT CAST({firstdate} AS DATE) AS d1,
         CAST({lastdate} AS DATE) AS d2
),
bounds AS (
  SELECT d1, d2,
         CAST(d1 - INTERVAL 1 YEAR AS DATE) AS p1,
         CAST(d2 - INTERVAL 1 YEAR AS DATE) AS p2
  FROM periods
),
lines AS (
  SELECT sales.*, platform <> 'In-Store' AS digital,
         sale_date BETWEEN d1 AND d2 AS in_range,
         sale_date BETWEEN p1 AND p2 AS in_prev
  FROM sales, bounds
  WHERE (sale_date BETWEEN d1 AND d2 OR sale_date BETWEEN p1 AND p2) {and_cond}
),
totals AS (
  SELECT sum(revenue) FILTER (WHERE in_range AND digital) AS digital_revenue,
         sum(revenue) FILTER (WHERE in_range) AS total_revenue,
         sum(units) FILTER (WHERE in_range AND digital) AS digital_units,
         sum(visits) FILTER (WHERE in_range AND digital) AS digital_visits,
         sum(revenue) FILTER (WHERE in_prev AND digital) AS digital_revenue_prev,
         sum(revenue) FILTER (WHERE in_prev) AS total_revenue_prev,
         sum(units) FILTER (WHERE in_prev AND digital) AS digital_units_prev,
         sum(visits) FILTER (WHERE in_prev AND digital) AS digital_visits_prev
  FROM lines
)
SELECT digital_revenue, digital_revenue_prev,
       digital_units, digital_units_prev,
       digital_revenue / nullif(total_revenue, 0) AS digital_share,
       digital_revenue_prev / nullif(total_revenue_prev, 0) AS digital_share_prev,
       digital_revenue / nullif(digital_visits, 0) AS revenue_per_visit,
       digital_revenue_prev / nullif(digital_visits_prev, 0) AS revenue_per_visit_prev
FROM totals
