-- Store hierarchy for the Retail Performance filter panel (territory > region > district > store).
SELECT territory_id, territory_name, region_id, region_name,
       district_id, district_name, store_id, store_name
FROM store_hierarchy
{where_cond}
ORDER BY territory_id, region_id, district_id, store_id
