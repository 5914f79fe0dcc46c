-- District detail: the drilldown target of the region charts (filter on region_id).
WITH s AS (
  SELECT district_id,
         sum(revenue) AS revenue,
         sum(units) AS units,
         sum(revenue - cost) AS margin,
         count(DISTINCT store_id) AS stores
  FROM sales
  WHERE sale_date BETWEEN {firstdate} AND {lastdate} {and_cond}
  GROUP BY district_id
)
SELECT d.region_id, s.district_id, d.district_name, s.stores, s.revenue, s.units, s.margin,
       round(s.margin / nullif(s.revenue, 0), 4) AS margin_pct
FROM s
JOIN districts d ON d.district_id = s.district_id
ORDER BY s.revenue DESC
