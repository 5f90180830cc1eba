-- CreateTable
CREATE TABLE "MatchChange" (
    "id" BIGSERIAL NOT NULL,
    "projectId" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "sign" SMALLINT NOT NULL,
    "winnerArchetypeId" UUID NOT NULL,
    "loserArchetypeId" UUID NOT NULL,
    "winnerDecklistId" UUID,
    "loserDecklistId" UUID,
    "winnerDecklistVersion" INTEGER,
    "loserDecklistVersion" INTEGER,
    "winnerUserId" UUID,
    "loserUserId" UUID,
    "wentFirst" BOOLEAN,
    "isActive" BOOLEAN NOT NULL,
    "matchDate" TIMESTAMPTZ(3) NOT NULL,
    "gamesWon" INTEGER NOT NULL,
    "gamesLost" INTEGER NOT NULL,
    "playGamesWon" INTEGER NOT NULL,
    "playGamesLost" INTEGER NOT NULL,
    "drawGamesWon" INTEGER NOT NULL,
    "drawGamesLost" INTEGER NOT NULL,
    "preGamesWon" INTEGER NOT NULL,
    "preGamesLost" INTEGER NOT NULL,

    CONSTRAINT "MatchChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MatchChange_projectId_version_idx" ON "MatchChange"("projectId", "version");

-- AddForeignKey
ALTER TABLE "MatchChange" ADD CONSTRAINT "MatchChange_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- "MatchChange" is the log of what each statement did to a project's matches: the rows it removed (sign -1) and the
-- rows it added (sign +1), an update being both, each tagged with the "matrixVersion" the statement gave the project.
-- A matrix kept at version v (services/matches/matrix-cache.ts) catches up to version V by summing, under its own
-- filter, the changes of versions v+1..V, when every one of those versions is a logged match change; an archetype
-- change (which bumps the version and logs nothing here) or a pruned version makes it count its matches again.
-- These triggers are named to fire after the "matrix_version" ones ("zlog" sorts after "matrix_version" and "tally"): the
-- project row already holds the statement's version. A project being deleted has no row left to join, so its
-- cascading match deletes log nothing. Each project keeps the changes of its last 200 versions.
-- As in the tally migration, the function bodies spell their semicolons \073 (the migration tool splits at each).

CREATE FUNCTION "match_change_prune"(projects UUID[]) RETURNS void LANGUAGE plpgsql AS E'
BEGIN
  DELETE FROM "MatchChange" AS c USING "Project" AS p
  WHERE p.id = ANY(projects) AND c."projectId" = p.id
    AND (c."version" <= p."matrixVersion" - 200 OR c."version" > p."matrixVersion")\073
END';

CREATE FUNCTION "match_change_after_insert"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "MatchChange" ("projectId", "version", "sign", "winnerArchetypeId", "loserArchetypeId", "winnerDecklistId", "loserDecklistId", "winnerDecklistVersion", "loserDecklistVersion", "winnerUserId", "loserUserId", "wentFirst", "isActive", "matchDate", "gamesWon", "gamesLost", "playGamesWon", "playGamesLost", "drawGamesWon", "drawGamesLost", "preGamesWon", "preGamesLost")
  SELECT n."projectId", p."matrixVersion", 1, n."winnerArchetypeId", n."loserArchetypeId", n."winnerDecklistId", n."loserDecklistId", n."winnerDecklistVersion", n."loserDecklistVersion", n."winnerUserId", n."loserUserId", n."wentFirst", n."isActive", n."matchDate", n."gamesWon", n."gamesLost", n."playGamesWon", n."playGamesLost", n."drawGamesWon", n."drawGamesLost", n."preGamesWon", n."preGamesLost"
  FROM new_rows AS n JOIN "Project" AS p ON p.id = n."projectId"\073
  PERFORM "match_change_prune"(ARRAY(SELECT DISTINCT "projectId" FROM new_rows))\073
  RETURN NULL\073
END';

CREATE FUNCTION "match_change_after_update"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "MatchChange" ("projectId", "version", "sign", "winnerArchetypeId", "loserArchetypeId", "winnerDecklistId", "loserDecklistId", "winnerDecklistVersion", "loserDecklistVersion", "winnerUserId", "loserUserId", "wentFirst", "isActive", "matchDate", "gamesWon", "gamesLost", "playGamesWon", "playGamesLost", "drawGamesWon", "drawGamesLost", "preGamesWon", "preGamesLost")
  SELECT o."projectId", p."matrixVersion", -1, o."winnerArchetypeId", o."loserArchetypeId", o."winnerDecklistId", o."loserDecklistId", o."winnerDecklistVersion", o."loserDecklistVersion", o."winnerUserId", o."loserUserId", o."wentFirst", o."isActive", o."matchDate", o."gamesWon", o."gamesLost", o."playGamesWon", o."playGamesLost", o."drawGamesWon", o."drawGamesLost", o."preGamesWon", o."preGamesLost"
  FROM old_rows AS o JOIN "Project" AS p ON p.id = o."projectId"\073
  INSERT INTO "MatchChange" ("projectId", "version", "sign", "winnerArchetypeId", "loserArchetypeId", "winnerDecklistId", "loserDecklistId", "winnerDecklistVersion", "loserDecklistVersion", "winnerUserId", "loserUserId", "wentFirst", "isActive", "matchDate", "gamesWon", "gamesLost", "playGamesWon", "playGamesLost", "drawGamesWon", "drawGamesLost", "preGamesWon", "preGamesLost")
  SELECT n."projectId", p."matrixVersion", 1, n."winnerArchetypeId", n."loserArchetypeId", n."winnerDecklistId", n."loserDecklistId", n."winnerDecklistVersion", n."loserDecklistVersion", n."winnerUserId", n."loserUserId", n."wentFirst", n."isActive", n."matchDate", n."gamesWon", n."gamesLost", n."playGamesWon", n."playGamesLost", n."drawGamesWon", n."drawGamesLost", n."preGamesWon", n."preGamesLost"
  FROM new_rows AS n JOIN "Project" AS p ON p.id = n."projectId"\073
  PERFORM "match_change_prune"(ARRAY(SELECT DISTINCT "projectId" FROM new_rows))\073
  RETURN NULL\073
END';

CREATE FUNCTION "match_change_after_delete"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "MatchChange" ("projectId", "version", "sign", "winnerArchetypeId", "loserArchetypeId", "winnerDecklistId", "loserDecklistId", "winnerDecklistVersion", "loserDecklistVersion", "winnerUserId", "loserUserId", "wentFirst", "isActive", "matchDate", "gamesWon", "gamesLost", "playGamesWon", "playGamesLost", "drawGamesWon", "drawGamesLost", "preGamesWon", "preGamesLost")
  SELECT o."projectId", p."matrixVersion", -1, o."winnerArchetypeId", o."loserArchetypeId", o."winnerDecklistId", o."loserDecklistId", o."winnerDecklistVersion", o."loserDecklistVersion", o."winnerUserId", o."loserUserId", o."wentFirst", o."isActive", o."matchDate", o."gamesWon", o."gamesLost", o."playGamesWon", o."playGamesLost", o."drawGamesWon", o."drawGamesLost", o."preGamesWon", o."preGamesLost"
  FROM old_rows AS o JOIN "Project" AS p ON p.id = o."projectId"\073
  PERFORM "match_change_prune"(ARRAY(SELECT DISTINCT "projectId" FROM old_rows))\073
  RETURN NULL\073
END';

CREATE TRIGGER "Match_zlog_insert" AFTER INSERT ON "Match"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "match_change_after_insert"();
CREATE TRIGGER "Match_zlog_update" AFTER UPDATE ON "Match"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "match_change_after_update"();
CREATE TRIGGER "Match_zlog_delete" AFTER DELETE ON "Match"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "match_change_after_delete"();
