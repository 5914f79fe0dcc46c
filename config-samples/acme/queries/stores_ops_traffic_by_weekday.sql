-- Average in-store visits per store and day, by day of the week (Sunday first).
WITH daily AS (
  SELECT sale_date, store_id, sum(visits) AS visits
  FROM sales
  WHERE platform = 'In-Store'
    AND sale_date BETWEEN {firstdate} AND {lastdate} {and_cond}
  GROUP BY sale_date, store_id
)
SELECT dayofweek(sale_date) AS weekday_number,
       dayname(sale_date) AS weekday,
       round(avg(visits), 1) AS avg_visits
FROM daily
GROUP BY weekday_number, weekday
ORDER BY weekday_number
