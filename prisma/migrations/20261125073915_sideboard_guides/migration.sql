-- CreateTable
CREATE TABLE "SideboardGuide" (
    "id" UUID NOT NULL,
    "versionId" UUID NOT NULL,
    "opponentArchetypeId" UUID NOT NULL,
    "cardsIn" JSONB NOT NULL,
    "cardsOut" JSONB NOT NULL,
    "drawIn" JSONB,
    "drawOut" JSONB,
    "notes" TEXT,
    "carriedFromVersion" INTEGER,
    "updatedById" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SideboardGuide_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SideboardGuide_opponentArchetypeId_idx" ON "SideboardGuide"("opponentArchetypeId");

-- CreateIndex
CREATE UNIQUE INDEX "SideboardGuide_versionId_opponentArchetypeId_key" ON "SideboardGuide"("versionId", "opponentArchetypeId");

-- AddForeignKey
ALTER TABLE "SideboardGuide" ADD CONSTRAINT "SideboardGuide_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "DecklistVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SideboardGuide" ADD CONSTRAINT "SideboardGuide_opponentArchetypeId_fkey" FOREIGN KEY ("opponentArchetypeId") REFERENCES "Archetype"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SideboardGuide" ADD CONSTRAINT "SideboardGuide_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
