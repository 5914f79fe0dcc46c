-- Revenue and units by brand.
SELECT brand,
       sum(revenue) AS revenue,
       sum(units) AS units,
       round(sum(revenue - cost) / nullif(sum(revenue), 0), 4) AS margin_pct
FROM sales
WHERE sale_date BETWEEN {firstdate} AND {lastdate} {and_cond}
GROUP BY brand
ORDER BY revenue DESC
