ALTER TABLE "community_photos" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "community_photos" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "community_photos" ADD COLUMN "variant_widths" integer[] DEFAULT '{}'::integer[] NOT NULL;