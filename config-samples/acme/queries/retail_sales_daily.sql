-- Daily revenue, units and margin for the selected range.
SELECT sale_date,
       sum(revenue) AS revenue,
       sum(units) AS units,
       sum(revenue - cost) AS margin,
       round(sum(revenue - cost) / nullif(sum(revenue), 0), 4) AS margin_pct
FROM sales
WHERE sale_date BETWEEN {firstdate} AND {lastdate} {and_cond}
GROUP BY sale_date
ORDER BY sale_date
