-- Daily revenue per territory; the saved query's fields and grouping roll it up per territory.
SELECT s.territory_id, t.territory_name, s.sale_date, s.revenue, s.units
FROM sales s
JOIN territories t USING (territory_id)
WHERE sale_date BETWEEN {firstdate} AND {lastdate} {and_cond}
