-- Revenue share of each sales platform (In-Store, Online, Mobile App, Marketplace).
SELECT platform,
       sum(revenue) AS revenue,
       sum(units) AS units,
       round(sum(revenue) / nullif(sum(sum(revenue)) OVER (), 0), 4) AS revenue_share
FROM sales
WHERE sale_date BETWEEN {firstdate} AND {lastdate} {and_cond}
GROUP BY platform
ORDER BY revenue DESC
