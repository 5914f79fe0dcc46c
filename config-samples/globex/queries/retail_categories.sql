-- Categories that have sold (in the filtered geography or brand, when given): the options of
-- the category filter.
SELECT category, count(DISTINCT product_id) AS products
FROM sales
WHERE 1 = 1 {and_cond}
GROUP BY category
ORDER BY category
