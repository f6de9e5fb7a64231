CREATE TABLE "captcha_uses" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "markdown" text;--> statement-breakpoint
CREATE INDEX "captcha_uses_expires_idx" ON "captcha_uses" USING btree ("expires_at");