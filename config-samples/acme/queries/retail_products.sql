-- Products that have sold (in the filtered geography, brand or category, when given): the
-- options of the product filter.
SELECT p.product_id, p.product_name, p.brand, p.category
FROM products p
WHERE p.product_id IN (
  SELECT DISTINCT product_id
  FROM sales
  WHERE 1 = 1 {and_cond}
)
ORDER BY p.brand, p.product_name
