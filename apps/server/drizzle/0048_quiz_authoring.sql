ALTER TYPE "public"."media_asset_kind" ADD VALUE 'QUIZ_IMAGE';--> statement-breakpoint
ALTER TABLE "quiz_questions" DROP CONSTRAINT "quiz_questions_kind_check";--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "quiz_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_kind_check" CHECK ("quiz_questions"."kind" in ('SINGLE', 'MULTIPLE', 'TRUE_FALSE', 'IMAGE'));