-- Revenue by brand and platform: which brands sell where. With {all_platforms} 'true' (the
-- Platforms module's "Combine platforms" switch) a brand's platforms are added up.
SELECT brand,
       CASE WHEN {all_platforms} = 'true' THEN 'All platforms' ELSE platform END AS platform,
       sum(revenue) AS revenue,
       sum(units) AS units
FROM sales
WHERE sale_date BETWEEN {firstdate} AND {lastdate} {and_cond}
GROUP BY 1, 2
ORDER BY 1, 2
