-- Revenue by 4-4-5 fiscal month (fiscal_calendar gives each month's start and end dates).
SELECT fc.fiscal_year,
       fc.fiscal_quarter,
       fc.fiscal_month,
       fc.fiscal_year || '-M' || lpad(CAST(fc.fiscal_month AS VARCHAR), 2, '0') AS fiscal_period,
       fc.start_date,
       fc.end_date,
       fc.weeks,
       sum(s.revenue) AS revenue,
       sum(s.units) AS units,
       round(sum(s.revenue - s.cost) / nullif(sum(s.revenue), 0), 4) AS margin_pct
FROM fiscal_calendar fc
JOIN sales s ON s.sale_date BETWEEN fc.start_date AND fc.end_date
WHERE fc.end_date >= {firstdate} AND fc.start_date <= {lastdate} {and_cond}
GROUP BY ALL
ORDER BY fc.fiscal_year, fc.fiscal_month
