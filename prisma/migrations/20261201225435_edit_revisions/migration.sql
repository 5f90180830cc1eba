-- AlterTable
ALTER TABLE "Archetype" ADD COLUMN     "revision" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "revision" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "MetagameSnapshot" ADD COLUMN     "revision" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Project" ADD COLUMN     "metagameRevision" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "testPlanRevision" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "SideboardGuide" ADD COLUMN     "revision" INTEGER NOT NULL DEFAULT 1;

-- Revisions of what was saved before: a project's metagames are numbered in the order they were saved, and the
-- project counts them; a test plan already saved is its first revision.
UPDATE "MetagameSnapshot" AS s SET "revision" = n.revision
FROM (SELECT id, row_number() OVER (PARTITION BY "projectId" ORDER BY "createdAt", id)::int AS revision FROM "MetagameSnapshot") AS n
WHERE s.id = n.id;
UPDATE "Project" AS p SET "metagameRevision" = c.saved
FROM (SELECT "projectId", count(*)::int AS saved FROM "MetagameSnapshot" GROUP BY 1) AS c
WHERE p.id = c."projectId";
UPDATE "Project" SET "testPlanRevision" = 1 WHERE id IN (SELECT DISTINCT "projectId" FROM "TestPlanMatchup");
