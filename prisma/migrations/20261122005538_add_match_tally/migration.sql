-- CreateTable
CREATE TABLE "MatchTally" (
    "projectId" UUID NOT NULL,
    "winnerArchetypeId" UUID NOT NULL,
    "loserArchetypeId" UUID NOT NULL,
    "firstPlayer" SMALLINT NOT NULL,
    "isActive" BOOLEAN NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "MatchTally_pkey" PRIMARY KEY ("projectId","winnerArchetypeId","loserArchetypeId","firstPlayer","isActive")
);

-- "MatchTally" always equals
--   SELECT "projectId", "winnerArchetypeId", "loserArchetypeId", <firstPlayer>, "isActive", count(*) FROM "Match" GROUP BY 1, 2, 3, 4, 5
-- (without the groups whose count fell to 0). Statement triggers over transition tables keep it so: a bulk insert or
-- a cascading delete costs one grouped upsert instead of one per row, and every statement touches tally rows in key
-- order, so concurrent writers cannot deadlock on them.
-- The function bodies are E'' strings that spell their semicolons as \073 (and these comments use none): the
-- migration tool replays scripts through a driver that splits them at every semicolon, which would cut a
-- dollar-quoted body apart.

CREATE FUNCTION "match_tally_after_insert"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "MatchTally" AS tally ("projectId", "winnerArchetypeId", "loserArchetypeId", "firstPlayer", "isActive", "count")
  SELECT "projectId", "winnerArchetypeId", "loserArchetypeId",
         CASE WHEN "wentFirst" THEN 1 WHEN NOT "wentFirst" THEN 0 ELSE -1 END, "isActive", count(*)
  FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("projectId", "winnerArchetypeId", "loserArchetypeId", "firstPlayer", "isActive")
  DO UPDATE SET "count" = tally."count" + EXCLUDED."count"\073
  RETURN NULL\073
END';

CREATE FUNCTION "match_tally_after_update"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "MatchTally" AS tally ("projectId", "winnerArchetypeId", "loserArchetypeId", "firstPlayer", "isActive", "count")
  SELECT "projectId", "winnerArchetypeId", "loserArchetypeId", "firstPlayer", "isActive", sum(delta)
  FROM (
    SELECT "projectId", "winnerArchetypeId", "loserArchetypeId",
           CASE WHEN "wentFirst" THEN 1 WHEN NOT "wentFirst" THEN 0 ELSE -1 END AS "firstPlayer", "isActive", 1 AS delta
    FROM new_rows
    UNION ALL
    SELECT "projectId", "winnerArchetypeId", "loserArchetypeId",
           CASE WHEN "wentFirst" THEN 1 WHEN NOT "wentFirst" THEN 0 ELSE -1 END, "isActive", -1
    FROM old_rows
  ) AS changes
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("projectId", "winnerArchetypeId", "loserArchetypeId", "firstPlayer", "isActive")
  DO UPDATE SET "count" = tally."count" + EXCLUDED."count"\073
  DELETE FROM "MatchTally" WHERE "count" = 0 AND "projectId" IN (SELECT "projectId" FROM old_rows)\073
  RETURN NULL\073
END';

CREATE FUNCTION "match_tally_after_delete"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "MatchTally" AS tally SET "count" = tally."count" - gone.n
  FROM (
    SELECT "projectId", "winnerArchetypeId", "loserArchetypeId",
           CASE WHEN "wentFirst" THEN 1 WHEN NOT "wentFirst" THEN 0 ELSE -1 END AS "firstPlayer", "isActive", count(*) AS n
    FROM old_rows GROUP BY 1, 2, 3, 4, 5
  ) AS gone
  WHERE tally."projectId" = gone."projectId" AND tally."winnerArchetypeId" = gone."winnerArchetypeId"
    AND tally."loserArchetypeId" = gone."loserArchetypeId" AND tally."firstPlayer" = gone."firstPlayer"
    AND tally."isActive" = gone."isActive"\073
  DELETE FROM "MatchTally" WHERE "count" = 0 AND "projectId" IN (SELECT "projectId" FROM old_rows)\073
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

-- Matches logged before this migration.
INSERT INTO "MatchTally" ("projectId", "winnerArchetypeId", "loserArchetypeId", "firstPlayer", "isActive", "count")
SELECT "projectId", "winnerArchetypeId", "loserArchetypeId",
       CASE WHEN "wentFirst" THEN 1 WHEN NOT "wentFirst" THEN 0 ELSE -1 END, "isActive", count(*)
FROM "Match" GROUP BY 1, 2, 3, 4, 5;
