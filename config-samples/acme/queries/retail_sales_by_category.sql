-- Revenue, units and share of revenue by category.
SELECT category,
       sum(revenue) AS revenue,
       sum(units) AS units,
       round(sum(revenue) / nullif(sum(sum(revenue)) OVER (), 0), 4) AS revenue_share
FROM sales
WHERE sale_date BETWEEN {firstdate} AND {lastdate} {and_cond}
GROUP BY category
ORDER BY revenue DESC
