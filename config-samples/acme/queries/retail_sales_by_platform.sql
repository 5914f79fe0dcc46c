-- Revenue by sales platform over time (one row per week and platform).
SELECT date_trunc('week', sale_date)::DATE AS week_start,
       platform,
       sum(revenue) AS revenue,
       sum(units) AS units
FROM sales
WHERE sale_date BETWEEN {firstdate} AND {lastdate} {and_cond}
GROUP BY week_start, platform
ORDER BY week_start, platform
