-- Revenue by region; drills down to retail_sales_by_district.
WITH s AS (
  SELECT region_id,
         sum(revenue) AS revenue,
         sum(units) AS units,
         sum(revenue - cost) AS margin
  FROM sales
  WHERE sale_date BETWEEN {firstdate} AND {lastdate} {and_cond}
  GROUP BY region_id
)
SELECT r.territory_id, s.region_id, r.region_name, s.revenue, s.units, s.margin,
       round(s.margin / nullif(s.revenue, 0), 4) AS margin_pct
FROM s
JOIN regions r ON r.region_id = s.region_id
ORDER BY s.revenue DESC
