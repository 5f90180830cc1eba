-- CreateTable
CREATE TABLE "MetagameSnapshot" (
    "id" UUID NOT NULL,
    "projectId" UUID NOT NULL,
    "asOf" TIMESTAMPTZ(3) NOT NULL,
    "shares" JSONB NOT NULL,
    "savedById" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MetagameSnapshot_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MetagameSnapshot_projectId_createdAt_idx" ON "MetagameSnapshot"("projectId", "createdAt");

-- AddForeignKey
ALTER TABLE "MetagameSnapshot" ADD CONSTRAINT "MetagameSnapshot_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MetagameSnapshot" ADD CONSTRAINT "MetagameSnapshot_savedById_fkey" FOREIGN KEY ("savedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
