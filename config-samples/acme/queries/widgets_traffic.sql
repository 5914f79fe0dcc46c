-- Store visits by hour of the day for the traffic map: the 60 stores with the most visits
-- over the selected dates, one row per store and hour. The demo's sales carry a day, not a
-- time, so each store's visits are spread over its opening hours (9:00 to 21:00 local) by a
-- retail day: a lunch peak and an after-work peak, each store leaning toward one of them by
-- its number. Hours are on Eastern time (the store's zone from its longitude), so the day's
-- crowds move west as the hours pass.
WITH by_store AS (
  SELECT store_id, sum(visits) AS visits
  FROM sales
  WHERE sale_date BETWEEN {firstdate} AND {lastdate} {and_cond}
  GROUP BY store_id
  ORDER BY visits DESC, store_id
  LIMIT 60
),
day_profile (local_hour, lunch, evening) AS (
  VALUES (9, 3, 2), (10, 6, 3), (11, 10, 4), (12, 15, 6), (13, 14, 6), (14, 10, 6),
         (15, 8, 8), (16, 8, 10), (17, 9, 14), (18, 8, 16), (19, 5, 13), (20, 3, 8), (21, 1, 4)
)
SELECT st.store_name, st.city, st.state, st.latitude, st.longitude,
       CAST((p.local_hour + CASE
         WHEN st.longitude > -87.5 THEN 0
         WHEN st.longitude > -101.5 THEN 1
         WHEN st.longitude > -114.5 THEN 2
         ELSE 3
       END) % 24 AS INTEGER) AS hour,
       CAST(round(b.visits * (p.lunch * (1 - (st.store_id % 10) / 10.0)
                              + p.evening * ((st.store_id % 10) / 10.0)) / 100) AS INTEGER) AS visits
FROM by_store b
JOIN stores st USING (store_id)
CROSS JOIN day_profile p
ORDER BY st.store_name, hour
