-- CreateTable
CREATE TABLE "CatalogCard" (
    "game" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "matchKeys" TEXT[],
    "typeLine" TEXT,
    "primaryType" TEXT NOT NULL,
    "cost" TEXT,
    "manaValue" DOUBLE PRECISION,
    "colors" TEXT[],
    "rarity" TEXT,
    "imageUrl" TEXT,
    "legalities" JSONB,
    "copyLimit" INTEGER,
    "fingerprint" TEXT NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CatalogCard_pkey" PRIMARY KEY ("game","key")
);

-- CreateTable
CREATE TABLE "CatalogPrinting" (
    "game" TEXT NOT NULL,
    "set" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "cardKey" TEXT NOT NULL,
    "rarity" TEXT,
    "imageUrl" TEXT,
    "fingerprint" TEXT NOT NULL,

    CONSTRAINT "CatalogPrinting_pkey" PRIMARY KEY ("game","set","number")
);

-- CreateTable
CREATE TABLE "CatalogSet" (
    "game" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT,
    "altCode" TEXT,
    "fingerprint" TEXT NOT NULL,

    CONSTRAINT "CatalogSet_pkey" PRIMARY KEY ("game","code")
);

-- CreateTable
CREATE TABLE "CatalogImport" (
    "game" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "importedAt" TIMESTAMPTZ(3) NOT NULL,
    "cardCount" INTEGER NOT NULL,
    "printingCount" INTEGER NOT NULL,
    "report" JSONB NOT NULL,

    CONSTRAINT "CatalogImport_pkey" PRIMARY KEY ("game")
);

-- CreateIndex
CREATE INDEX "CatalogCard_game_nameKey_idx" ON "CatalogCard"("game", "nameKey");

-- CreateIndex
CREATE INDEX "CatalogCard_matchKeys_idx" ON "CatalogCard" USING GIN ("matchKeys");

-- CreateIndex
CREATE INDEX "CatalogPrinting_game_cardKey_idx" ON "CatalogPrinting"("game", "cardKey");

-- CreateIndex
CREATE INDEX "CatalogSet_game_altCode_idx" ON "CatalogSet"("game", "altCode");

-- AddForeignKey
ALTER TABLE "CatalogPrinting" ADD CONSTRAINT "CatalogPrinting_game_cardKey_fkey" FOREIGN KEY ("game", "cardKey") REFERENCES "CatalogCard"("game", "key") ON DELETE CASCADE ON UPDATE CASCADE;
