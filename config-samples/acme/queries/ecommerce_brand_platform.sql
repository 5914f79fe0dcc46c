-- Revenue by brand and platform: which brands sell where.
SELECT brand,
       platform,
       sum(revenue) AS revenue,
       sum(units) AS units
FROM sales
WHERE sale_date BETWEEN {firstdate} AND {lastdate} {and_cond}
GROUP BY brand, platform
ORDER BY brand, platform
