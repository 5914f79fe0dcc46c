-- Headline KPIs for the selected range and for the same range one year earlier (the
-- comparison). Every sales row is one ticket line, so avg_ticket is revenue per line. The
-- single range around both periods lets the scan skip the row groups outside them (the two
-- ranges joined by OR alone do not).
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
totals AS (
  SELECT sum(revenue) FILTER (WHERE sale_date BETWEEN d1 AND d2) AS revenue,
         sum(units) FILTER (WHERE sale_date BETWEEN d1 AND d2) AS units,
         sum(cost) FILTER (WHERE sale_date BETWEEN d1 AND d2) AS cost,
         count(*) FILTER (WHERE sale_date BETWEEN d1 AND d2) AS tickets,
         sum(revenue) FILTER (WHERE sale_date BETWEEN p1 AND p2) AS revenue_prev,
         sum(units) FILTER (WHERE sale_date BETWEEN p1 AND p2) AS units_prev,
         sum(cost) FILTER (WHERE sale_date BETWEEN p1 AND p2) AS cost_prev,
         count(*) FILTER (WHERE sale_date BETWEEN p1 AND p2) AS tickets_prev
  FROM sales, bounds
  WHERE sale_date BETWEEN CAST(CAST({firstdate} AS DATE) - INTERVAL 1 YEAR AS DATE)
                      AND CAST({lastdate} AS DATE)
    AND (sale_date BETWEEN d1 AND d2 OR sale_date BETWEEN p1 AND p2) {and_cond}
)
SELECT revenue, revenue_prev,
       units, units_prev,
       (revenue - cost) / nullif(revenue, 0) AS margin_pct,
       (revenue_prev - cost_prev) / nullif(revenue_prev, 0) AS margin_pct_prev,
       revenue / nullif(tickets, 0) AS avg_ticket,
       revenue_prev / nullif(tickets_prev, 0) AS avg_ticket_prev
FROM totals
