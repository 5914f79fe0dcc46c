-- The business card's store: the best-selling store of the filtered selection over the date
-- range (a store filter picks that store), with its address, contact and KPIs. The demo has
-- no street, phone or manager columns: they are derived from the store number (555-01xx
-- numbers and .example addresses are reserved for fiction), the picture is one of the demo's
-- storefront photos.
SELECT *
FROM (
  SELECT st.store_id, st.store_name, st.territory_id, st.region_id, st.district_id,
         h.district_name, h.region_name,
         CAST(100 + (st.store_id * 7919) % 8900 AS VARCHAR) || ' '
           || ['Main Street', 'Market Street', 'Oak Avenue', 'Park Avenue', 'Commerce Drive',
               'Lakeview Boulevard', 'Center Street', 'Maple Avenue', 'Washington Street',
               'Highland Road'][1 + st.store_id % 10] AS street_address,
         st.city || ', ' || st.state AS city_line,
         st.latitude, st.longitude,
         '(' || CAST(201 + (st.store_id * 37) % 780 AS VARCHAR) || ') 555-01'
           || lpad(CAST(st.store_id % 100 AS VARCHAR), 2, '0') AS phone,
         'manager.store' || lpad(CAST(st.store_id AS VARCHAR), 3, '0') || '@acme-retail.example' AS manager_email,
         '/api/v2/tenant-files/data/photos/visit-'
           || lpad(CAST(1 + st.store_id % 12 AS VARCHAR), 2, '0') || '.svg' AS photo_url,
         coalesce(s.revenue, 0) AS revenue,
         coalesce(s.units, 0) AS units,
         s.margin / nullif(s.revenue, 0) AS margin_pct,
         coalesce(s.revenue, 0) / nullif(st.square_feet, 0) AS sales_per_sqft
  FROM stores st
  JOIN store_hierarchy h ON h.store_id = st.store_id
  LEFT JOIN (
    SELECT store_id, sum(revenue) AS revenue, sum(units) AS units, sum(revenue - cost) AS margin
    FROM sales
    WHERE sale_date BETWEEN {firstdate} AND {lastdate}
    GROUP BY store_id
  ) s ON s.store_id = st.store_id
) AS store_card
{where_cond}
ORDER BY revenue DESC, store_id
LIMIT 1
