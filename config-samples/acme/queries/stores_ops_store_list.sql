-- Every store with its place in the hierarchy, size, opening date and location.
SELECT *
FROM (
  SELECT st.store_id, st.store_name, st.city, st.state,
         st.territory_id, h.territory_name, st.region_id, h.region_name,
         st.district_id, h.district_name,
         st.opened_on, st.square_feet, st.latitude, st.longitude
  FROM stores st
  JOIN store_hierarchy h ON h.store_id = st.store_id
) AS store_list
{where_cond}
ORDER BY store_id
