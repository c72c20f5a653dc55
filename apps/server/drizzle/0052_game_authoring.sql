ALTER TYPE "public"."media_asset_kind" ADD VALUE 'GAME_IMAGE';--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "game_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;