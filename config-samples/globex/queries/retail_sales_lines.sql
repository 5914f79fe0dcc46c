-- Every sales line of the range (the server-side query table pages, sorts and filters it).
SELECT sale_date, store_id, region_id, product_id, brand, category, platform, units, revenue, cost, visits
FROM sales
WHERE sale_date BETWEEN {firstdate} AND {lastdate} {and_cond}
