-- Daily units per digital platform (one column each) and digital revenue.
SELECT sale_date,
       sum(units) FILTER (WHERE platform = 'Online') AS online_units,
       sum(units) FILTER (WHERE platform = 'Mobile App') AS app_units,
       sum(units) FILTER (WHERE platform = 'Marketplace') AS marketplace_units,
       sum(units) AS digital_units,
       sum(revenue) AS digital_revenue
FROM sales
WHERE platform <> 'In-Store'
  AND sale_date BETWEEN {firstdate} AND {lastdate} {and_cond}
GROUP BY sale_date
ORDER BY sale_date
