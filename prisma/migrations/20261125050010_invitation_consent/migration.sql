-- AlterTable
ALTER TABLE "Invitation" ADD COLUMN     "invitedAs" TEXT;
