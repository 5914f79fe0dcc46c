-- Daily in-store traffic and revenue per visit.
SELECT sale_date,
       sum(visits) AS visits,
       sum(revenue) AS revenue,
       round(sum(revenue) / nullif(sum(visits), 0), 2) AS revenue_per_visit
FROM sales
WHERE platform = 'In-Store'
  AND sale_date BETWEEN {firstdate} AND {lastdate} {and_cond}
GROUP BY sale_date
ORDER BY sale_date
