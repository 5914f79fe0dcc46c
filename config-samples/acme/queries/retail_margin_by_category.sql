-- Gross margin by category and brand: revenue, cost and margin percentage.
SELECT category,
       brand,
       sum(revenue) AS revenue,
       sum(cost) AS cost,
       sum(revenue - cost) AS margin,
       round(sum(revenue - cost) / nullif(sum(revenue), 0), 4) AS margin_pct
FROM sales
WHERE sale_date BETWEEN {firstdate} AND {lastdate} {and_cond}
GROUP BY category, brand
HAVING sum(revenue) >= {min_revenue}
ORDER BY category, revenue DESC
