-- Last 30 days' revenue against a target: the 30 days before, plus 6 %.
WITH last_day AS (SELECT max(sale_date) AS d FROM sales)
SELECT round(sum(revenue) FILTER (WHERE sale_date > d - 30), 2) AS revenue,
       round(sum(revenue) FILTER (WHERE sale_date <= d - 30) * 1.06, 2) AS target,
       round(sum(revenue) FILTER (WHERE sale_date <= d - 30) * 1.06 * 1.25, 2) AS ceiling
FROM sales, last_day
WHERE sale_date > d - 60
