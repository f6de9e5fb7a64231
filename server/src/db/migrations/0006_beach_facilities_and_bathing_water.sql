ALTER TABLE "beaches" ADD COLUMN "facilities" jsonb;--> statement-breakpoint
ALTER TABLE "beaches" ADD COLUMN "bathing_water" jsonb;