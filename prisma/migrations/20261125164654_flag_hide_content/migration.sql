-- AlterEnum
ALTER TYPE "ModerationActionType" ADD VALUE 'HIDE_CONTENT';
