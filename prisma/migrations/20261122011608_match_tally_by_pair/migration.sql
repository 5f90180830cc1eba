-- One tally row per project, active flag and archetype pair (with the went-first split in columns) instead of one per
-- went-first value: the matrix then reads its rows without grouping them. The old triggers go first and the table is
-- emptied so the new NOT NULL columns can be added, then it is filled again from "Match".
DROP TRIGGER "Match_tally_insert" ON "Match";
DROP TRIGGER "Match_tally_update" ON "Match";
DROP TRIGGER "Match_tally_delete" ON "Match";
DROP TRIGGER "Match_tally_truncate" ON "Match";
DROP FUNCTION "match_tally_after_insert"();
DROP FUNCTION "match_tally_after_update"();
DROP FUNCTION "match_tally_after_delete"();
DROP FUNCTION "match_tally_after_truncate"();
DELETE FROM "MatchTally";

-- AlterTable
ALTER TABLE "MatchTally" DROP CONSTRAINT "MatchTally_pkey",
DROP COLUMN "count",
DROP COLUMN "firstPlayer",
ADD COLUMN     "loserFirst" INTEGER NOT NULL,
ADD COLUMN     "matches" INTEGER NOT NULL,
ADD COLUMN     "winnerFirst" INTEGER NOT NULL,
ADD CONSTRAINT "MatchTally_pkey" PRIMARY KEY ("projectId", "isActive", "winnerArchetypeId", "loserArchetypeId");

-- "MatchTally" always equals
--   SELECT "projectId", "isActive", "winnerArchetypeId", "loserArchetypeId", count(*),
--          count(*) FILTER (WHERE "wentFirst"), count(*) FILTER (WHERE NOT "wentFirst") FROM "Match" GROUP BY 1, 2, 3, 4
-- (without pairs whose count fell to 0). Statement triggers over transition tables keep it so: a bulk insert or a
-- cascading delete costs one grouped upsert instead of one per row, and every statement touches tally rows in key
-- order, so concurrent writers cannot deadlock on them.
-- The function bodies are E'' strings that spell their semicolons as \073 (and these comments use none): the
-- migration tool replays scripts through a driver that splits them at every semicolon, which would cut a
-- dollar-quoted body apart.

CREATE FUNCTION "match_tally_after_insert"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "MatchTally" AS tally ("projectId", "isActive", "winnerArchetypeId", "loserArchetypeId", "matches", "winnerFirst", "loserFirst")
  SELECT "projectId", "isActive", "winnerArchetypeId", "loserArchetypeId",
         count(*), count(*) FILTER (WHERE "wentFirst"), count(*) FILTER (WHERE NOT "wentFirst")
  FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ("projectId", "isActive", "winnerArchetypeId", "loserArchetypeId") DO UPDATE SET
    "matches" = tally."matches" + EXCLUDED."matches",
    "winnerFirst" = tally."winnerFirst" + EXCLUDED."winnerFirst",
    "loserFirst" = tally."loserFirst" + EXCLUDED."loserFirst"\073
  RETURN NULL\073
END';

CREATE FUNCTION "match_tally_after_update"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "MatchTally" AS tally ("projectId", "isActive", "winnerArchetypeId", "loserArchetypeId", "matches", "winnerFirst", "loserFirst")
  SELECT "projectId", "isActive", "winnerArchetypeId", "loserArchetypeId",
         sum(delta), coalesce(sum(delta) FILTER (WHERE "wentFirst"), 0), coalesce(sum(delta) FILTER (WHERE NOT "wentFirst"), 0)
  FROM (
    SELECT "projectId", "isActive", "winnerArchetypeId", "loserArchetypeId", "wentFirst", 1 AS delta FROM new_rows
    UNION ALL
    SELECT "projectId", "isActive", "winnerArchetypeId", "loserArchetypeId", "wentFirst", -1 FROM old_rows
  ) AS changes
  GROUP BY 1, 2, 3, 4
  HAVING sum(delta) <> 0 OR sum(delta) FILTER (WHERE "wentFirst") <> 0 OR sum(delta) FILTER (WHERE NOT "wentFirst") <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("projectId", "isActive", "winnerArchetypeId", "loserArchetypeId") DO UPDATE SET
    "matches" = tally."matches" + EXCLUDED."matches",
    "winnerFirst" = tally."winnerFirst" + EXCLUDED."winnerFirst",
    "loserFirst" = tally."loserFirst" + EXCLUDED."loserFirst"\073
  DELETE FROM "MatchTally" WHERE "matches" = 0 AND "projectId" IN (SELECT "projectId" FROM old_rows)\073
  RETURN NULL\073
END';

CREATE FUNCTION "match_tally_after_delete"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "MatchTally" AS tally SET
    "matches" = tally."matches" - gone."matches",
    "winnerFirst" = tally."winnerFirst" - gone."winnerFirst",
    "loserFirst" = tally."loserFirst" - gone."loserFirst"
  FROM (
    SELECT "projectId", "isActive", "winnerArchetypeId", "loserArchetypeId",
           count(*) AS "matches", count(*) FILTER (WHERE "wentFirst") AS "winnerFirst", count(*) FILTER (WHERE NOT "wentFirst") AS "loserFirst"
    FROM old_rows GROUP BY 1, 2, 3, 4
  ) AS gone
  WHERE tally."projectId" = gone."projectId" AND tally."isActive" = gone."isActive"
    AND tally."winnerArchetypeId" = gone."winnerArchetypeId" AND tally."loserArchetypeId" = gone."loserArchetypeId"\073
  DELETE FROM "MatchTally" WHERE "matches" = 0 AND "projectId" IN (SELECT "projectId" FROM old_rows)\073
  RETURN NULL\073
END';

CREATE FUNCTION "match_tally_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  DELETE FROM "MatchTally"\073
  RETURN NULL\073
END';

CREATE TRIGGER "Match_tally_insert" AFTER INSERT ON "Match"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "match_tally_after_insert"();
CREATE TRIGGER "Match_tally_update" AFTER UPDATE ON "Match"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "match_tally_after_update"();
CREATE TRIGGER "Match_tally_delete" AFTER DELETE ON "Match"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "match_tally_after_delete"();
CREATE TRIGGER "Match_tally_truncate" AFTER TRUNCATE ON "Match"
  FOR EACH STATEMENT EXECUTE FUNCTION "match_tally_after_truncate"();

INSERT INTO "MatchTally" ("projectId", "isActive", "winnerArchetypeId", "loserArchetypeId", "matches", "winnerFirst", "loserFirst")
SELECT "projectId", "isActive", "winnerArchetypeId", "loserArchetypeId",
       count(*), count(*) FILTER (WHERE "wentFirst"), count(*) FILTER (WHERE NOT "wentFirst")
FROM "Match" GROUP BY 1, 2, 3, 4;
