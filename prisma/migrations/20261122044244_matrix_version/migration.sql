-- AlterTable
ALTER TABLE "Project" ADD COLUMN     "matrixVersion" INTEGER NOT NULL DEFAULT 0;

-- "matrixVersion" changes with every statement that writes matches or archetypes of the project, so the server can
-- keep a built matchup matrix for as long as the project row shows the same value (services/matches/matrix-cache.ts).
-- It wraps at 2^31 - 1 rather than overflow. The project rows are locked in id order before anything else the
-- statement's triggers touch: these triggers are named to fire before the tally triggers ("matrix" < "tally"), so
-- every writer takes a project's row before its tally rows and concurrent writers cannot deadlock over the tally.
-- As in the tally migration, the function bodies spell their semicolons \073 (the migration tool splits at each).

CREATE FUNCTION "matrix_version_bump"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM 1 FROM "Project" WHERE id IN (SELECT "projectId" FROM changed_rows) ORDER BY id FOR NO KEY UPDATE\073
  UPDATE "Project" SET "matrixVersion" = ("matrixVersion" + 1) % 2147483647 WHERE id IN (SELECT "projectId" FROM changed_rows)\073
  RETURN NULL\073
END';

CREATE TRIGGER "Match_matrix_version_insert" AFTER INSERT ON "Match"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "matrix_version_bump"();
CREATE TRIGGER "Match_matrix_version_update" AFTER UPDATE ON "Match"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "matrix_version_bump"();
CREATE TRIGGER "Match_matrix_version_delete" AFTER DELETE ON "Match"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "matrix_version_bump"();
CREATE TRIGGER "Archetype_matrix_version_insert" AFTER INSERT ON "Archetype"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "matrix_version_bump"();
CREATE TRIGGER "Archetype_matrix_version_update" AFTER UPDATE ON "Archetype"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "matrix_version_bump"();
CREATE TRIGGER "Archetype_matrix_version_delete" AFTER DELETE ON "Archetype"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "matrix_version_bump"();
