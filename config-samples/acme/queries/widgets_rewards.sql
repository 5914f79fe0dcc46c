-- The rewards leaderboard: points and badges per associate.
SELECT associate_name, store_name, points, badges
FROM rewards
ORDER BY points DESC, associate_name
