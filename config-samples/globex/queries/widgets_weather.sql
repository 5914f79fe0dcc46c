-- The weather widget: the first store of the filtered selection (a store filter picks that
-- store) and its weather on the last day of the date range (the current day) and the 7 days
-- after it, oldest first. Temperatures in °C and wind in km/h: the widget converts.
WITH picked AS (
  SELECT *
  FROM (
    SELECT st.store_id, st.store_name, st.city, st.state, st.territory_id, st.region_id,
           st.district_id
    FROM stores st
  ) AS store_pick
  {where_cond}
  ORDER BY store_id
  LIMIT 1
)
SELECT p.store_id, p.store_name, p.city || ', ' || p.state AS city_line,
       CAST(w.weather_date AS VARCHAR) AS weather_date, w.temp_min_c, w.temp_max_c,
       w.condition, w.precip_pct, w.wind_kmh
FROM picked p
JOIN weather w ON w.store_id = p.store_id
WHERE w.weather_date BETWEEN CAST({lastdate} AS DATE) AND CAST({lastdate} AS DATE) + 7
ORDER BY w.weather_date
