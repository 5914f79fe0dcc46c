-- Brands that have sold (in the filtered geography, when given): the options of the brand
-- filter. Reading sales rather than products keeps a regional manager's list to their region.
SELECT brand, count(DISTINCT product_id) AS products
FROM sales
WHERE 1 = 1 {and_cond}
GROUP BY brand
ORDER BY brand
