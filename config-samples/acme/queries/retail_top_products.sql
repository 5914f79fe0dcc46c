-- The best-selling products of the range, {top_n} of them.
WITH s AS (
  SELECT product_id,
         sum(revenue) AS revenue,
         sum(units) AS units,
         sum(revenue - cost) AS margin
  FROM sales
  WHERE sale_date BETWEEN {firstdate} AND {lastdate} {and_cond}
  GROUP BY product_id
)
SELECT p.product_id, p.product_name, p.brand, p.category, p.unit_price,
       s.units, s.revenue,
       round(s.margin / nullif(s.revenue, 0), 4) AS margin_pct
FROM s
JOIN products p ON p.product_id = s.product_id
ORDER BY s.revenue DESC
LIMIT {top_n}
