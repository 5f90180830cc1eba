-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "bestOf" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "drawGamesLost" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "drawGamesWon" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "games" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "gamesLost" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "gamesWon" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "playGamesLost" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "playGamesWon" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "preGamesLost" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "preGamesWon" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "MatchTally" ADD COLUMN     "drawGamesLost" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "drawGamesWon" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "gamesLost" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "gamesWon" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "playGamesLost" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "playGamesWon" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "preGamesLost" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "preGamesWon" INTEGER NOT NULL DEFAULT 0;

-- Matches recorded before games were: one game the winner won before sideboarding, on the play when it went first.
UPDATE "Match" SET "playGamesWon" = 1 WHERE "wentFirst";
UPDATE "Match" SET "drawGamesWon" = 1 WHERE NOT "wentFirst";

-- The tally sums the game counts too (the same statement triggers, with the game columns added). The bodies spell
-- their semicolons as \073 for the reason given in match_tally_by_pair.
CREATE OR REPLACE FUNCTION "match_tally_after_insert"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "MatchTally" AS tally ("projectId", "isActive", "winnerArchetypeId", "loserArchetypeId", "matches", "winnerFirst", "loserFirst", "gamesWon", "gamesLost", "playGamesWon", "playGamesLost", "drawGamesWon", "drawGamesLost", "preGamesWon", "preGamesLost")
  SELECT "projectId", "isActive", "winnerArchetypeId", "loserArchetypeId",
         count(*), count(*) FILTER (WHERE "wentFirst"), count(*) FILTER (WHERE NOT "wentFirst"), sum("gamesWon"), sum("gamesLost"), sum("playGamesWon"), sum("playGamesLost"), sum("drawGamesWon"), sum("drawGamesLost"), sum("preGamesWon"), sum("preGamesLost")
  FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("projectId", "isActive", "winnerArchetypeId", "loserArchetypeId") DO UPDATE SET
    "matches" = tally."matches" + EXCLUDED."matches",
    "winnerFirst" = tally."winnerFirst" + EXCLUDED."winnerFirst",
    "loserFirst" = tally."loserFirst" + EXCLUDED."loserFirst",
    "gamesWon" = tally."gamesWon" + EXCLUDED."gamesWon",
    "gamesLost" = tally."gamesLost" + EXCLUDED."gamesLost",
    "playGamesWon" = tally."playGamesWon" + EXCLUDED."playGamesWon",
    "playGamesLost" = tally."playGamesLost" + EXCLUDED."playGamesLost",
    "drawGamesWon" = tally."drawGamesWon" + EXCLUDED."drawGamesWon",
    "drawGamesLost" = tally."drawGamesLost" + EXCLUDED."drawGamesLost",
    "preGamesWon" = tally."preGamesWon" + EXCLUDED."preGamesWon",
    "preGamesLost" = tally."preGamesLost" + EXCLUDED."preGamesLost"\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION "match_tally_after_update"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "MatchTally" AS tally ("projectId", "isActive", "winnerArchetypeId", "loserArchetypeId", "matches", "winnerFirst", "loserFirst", "gamesWon", "gamesLost", "playGamesWon", "playGamesLost", "drawGamesWon", "drawGamesLost", "preGamesWon", "preGamesLost")
  SELECT "projectId", "isActive", "winnerArchetypeId", "loserArchetypeId",
         sum(delta), coalesce(sum(delta) FILTER (WHERE "wentFirst"), 0), coalesce(sum(delta) FILTER (WHERE NOT "wentFirst"), 0), sum(delta * "gamesWon"), sum(delta * "gamesLost"), sum(delta * "playGamesWon"), sum(delta * "playGamesLost"), sum(delta * "drawGamesWon"), sum(delta * "drawGamesLost"), sum(delta * "preGamesWon"), sum(delta * "preGamesLost")
  FROM (
    SELECT "projectId", "isActive", "winnerArchetypeId", "loserArchetypeId", "wentFirst", 1 AS delta, "gamesWon", "gamesLost", "playGamesWon", "playGamesLost", "drawGamesWon", "drawGamesLost", "preGamesWon", "preGamesLost" FROM new_rows
    UNION ALL
    SELECT "projectId", "isActive", "winnerArchetypeId", "loserArchetypeId", "wentFirst", -1, "gamesWon", "gamesLost", "playGamesWon", "playGamesLost", "drawGamesWon", "drawGamesLost", "preGamesWon", "preGamesLost" FROM old_rows
  ) AS changes
  GROUP BY 1, 2, 3, 4
  HAVING sum(delta) <> 0 OR sum(delta) FILTER (WHERE "wentFirst") <> 0 OR sum(delta) FILTER (WHERE NOT "wentFirst") <> 0
    OR sum(delta * "gamesWon") <> 0 OR sum(delta * "gamesLost") <> 0 OR sum(delta * "playGamesWon") <> 0 OR sum(delta * "playGamesLost") <> 0 OR sum(delta * "drawGamesWon") <> 0 OR sum(delta * "drawGamesLost") <> 0 OR sum(delta * "preGamesWon") <> 0 OR sum(delta * "preGamesLost") <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("projectId", "isActive", "winnerArchetypeId", "loserArchetypeId") DO UPDATE SET
    "matches" = tally."matches" + EXCLUDED."matches",
    "winnerFirst" = tally."winnerFirst" + EXCLUDED."winnerFirst",
    "loserFirst" = tally."loserFirst" + EXCLUDED."loserFirst",
    "gamesWon" = tally."gamesWon" + EXCLUDED."gamesWon",
    "gamesLost" = tally."gamesLost" + EXCLUDED."gamesLost",
    "playGamesWon" = tally."playGamesWon" + EXCLUDED."playGamesWon",
    "playGamesLost" = tally."playGamesLost" + EXCLUDED."playGamesLost",
    "drawGamesWon" = tally."drawGamesWon" + EXCLUDED."drawGamesWon",
    "drawGamesLost" = tally."drawGamesLost" + EXCLUDED."drawGamesLost",
    "preGamesWon" = tally."preGamesWon" + EXCLUDED."preGamesWon",
    "preGamesLost" = tally."preGamesLost" + EXCLUDED."preGamesLost"\073
  DELETE FROM "MatchTally" WHERE "matches" = 0 AND "projectId" IN (SELECT "projectId" FROM old_rows)\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION "match_tally_after_delete"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "MatchTally" AS tally SET
    "matches" = tally."matches" - gone."matches",
    "winnerFirst" = tally."winnerFirst" - gone."winnerFirst",
    "loserFirst" = tally."loserFirst" - gone."loserFirst",
    "gamesWon" = tally."gamesWon" - gone."gamesWon",
    "gamesLost" = tally."gamesLost" - gone."gamesLost",
    "playGamesWon" = tally."playGamesWon" - gone."playGamesWon",
    "playGamesLost" = tally."playGamesLost" - gone."playGamesLost",
    "drawGamesWon" = tally."drawGamesWon" - gone."drawGamesWon",
    "drawGamesLost" = tally."drawGamesLost" - gone."drawGamesLost",
    "preGamesWon" = tally."preGamesWon" - gone."preGamesWon",
    "preGamesLost" = tally."preGamesLost" - gone."preGamesLost"
  FROM (
    SELECT "projectId", "isActive", "winnerArchetypeId", "loserArchetypeId",
           count(*) AS "matches", count(*) FILTER (WHERE "wentFirst") AS "winnerFirst", count(*) FILTER (WHERE NOT "wentFirst") AS "loserFirst",
           sum("gamesWon") AS "gamesWon", sum("gamesLost") AS "gamesLost", sum("playGamesWon") AS "playGamesWon", sum("playGamesLost") AS "playGamesLost", sum("drawGamesWon") AS "drawGamesWon", sum("drawGamesLost") AS "drawGamesLost", sum("preGamesWon") AS "preGamesWon", sum("preGamesLost") AS "preGamesLost"
    FROM old_rows GROUP BY 1, 2, 3, 4
  ) AS gone
  WHERE tally."projectId" = gone."projectId" AND tally."isActive" = gone."isActive"
    AND tally."winnerArchetypeId" = gone."winnerArchetypeId" AND tally."loserArchetypeId" = gone."loserArchetypeId"\073
  DELETE FROM "MatchTally" WHERE "matches" = 0 AND "projectId" IN (SELECT "projectId" FROM old_rows)\073
  RETURN NULL\073
END';

-- Refill the tally's game columns from the matches.
UPDATE "MatchTally" AS tally SET "gamesWon" = sums."gamesWon", "gamesLost" = sums."gamesLost", "playGamesWon" = sums."playGamesWon", "playGamesLost" = sums."playGamesLost", "drawGamesWon" = sums."drawGamesWon", "drawGamesLost" = sums."drawGamesLost", "preGamesWon" = sums."preGamesWon", "preGamesLost" = sums."preGamesLost"
FROM (
  SELECT "projectId", "isActive", "winnerArchetypeId", "loserArchetypeId", sum("gamesWon") AS "gamesWon", sum("gamesLost") AS "gamesLost", sum("playGamesWon") AS "playGamesWon", sum("playGamesLost") AS "playGamesLost", sum("drawGamesWon") AS "drawGamesWon", sum("drawGamesLost") AS "drawGamesLost", sum("preGamesWon") AS "preGamesWon", sum("preGamesLost") AS "preGamesLost"
  FROM "Match" GROUP BY 1, 2, 3, 4
) AS sums
WHERE tally."projectId" = sums."projectId" AND tally."isActive" = sums."isActive"
  AND tally."winnerArchetypeId" = sums."winnerArchetypeId" AND tally."loserArchetypeId" = sums."loserArchetypeId";
