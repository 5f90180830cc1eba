-- CreateEnum
CREATE TYPE "MailStatus" AS ENUM ('pending', 'sent', 'failed');

-- AlterEnum
ALTER TYPE "NotificationType" ADD VALUE 'invitation_failed';

-- CreateTable
CREATE TABLE "OutgoingMail" (
    "id" UUID NOT NULL,
    "recipient" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "status" "MailStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimedUntil" TIMESTAMPTZ(3),
    "lastError" TEXT,
    "invitationId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settledAt" TIMESTAMPTZ(3),

    CONSTRAINT "OutgoingMail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OutgoingMail_status_nextAttemptAt_idx" ON "OutgoingMail"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "OutgoingMail_status_settledAt_idx" ON "OutgoingMail"("status", "settledAt");

-- CreateIndex
CREATE INDEX "OutgoingMail_invitationId_idx" ON "OutgoingMail"("invitationId");

-- AddForeignKey
ALTER TABLE "OutgoingMail" ADD CONSTRAINT "OutgoingMail_invitationId_fkey" FOREIGN KEY ("invitationId") REFERENCES "Invitation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
