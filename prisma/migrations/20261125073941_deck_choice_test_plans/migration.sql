-- AlterTable
ALTER TABLE "Archetype" ADD COLUMN     "isCandidate" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "TestPlanMatchup" (
    "id" UUID NOT NULL,
    "projectId" UUID NOT NULL,
    "archetypeId" UUID NOT NULL,
    "opponentId" UUID NOT NULL,
    "targetMatches" INTEGER,
    "maxIntervalWidth" DOUBLE PRECISION,
    "position" INTEGER NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "TestPlanMatchup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_TestPlanPlayers" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_TestPlanPlayers_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE INDEX "TestPlanMatchup_projectId_position_idx" ON "TestPlanMatchup"("projectId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "TestPlanMatchup_projectId_archetypeId_opponentId_key" ON "TestPlanMatchup"("projectId", "archetypeId", "opponentId");

-- CreateIndex
CREATE INDEX "_TestPlanPlayers_B_index" ON "_TestPlanPlayers"("B");

-- AddForeignKey
ALTER TABLE "TestPlanMatchup" ADD CONSTRAINT "TestPlanMatchup_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TestPlanMatchup" ADD CONSTRAINT "TestPlanMatchup_archetypeId_fkey" FOREIGN KEY ("archetypeId") REFERENCES "Archetype"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TestPlanMatchup" ADD CONSTRAINT "TestPlanMatchup_opponentId_fkey" FOREIGN KEY ("opponentId") REFERENCES "Archetype"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_TestPlanPlayers" ADD CONSTRAINT "_TestPlanPlayers_A_fkey" FOREIGN KEY ("A") REFERENCES "TestPlanMatchup"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_TestPlanPlayers" ADD CONSTRAINT "_TestPlanPlayers_B_fkey" FOREIGN KEY ("B") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
