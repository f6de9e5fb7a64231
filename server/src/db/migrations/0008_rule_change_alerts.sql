CREATE TABLE "alert_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"beach_id" integer NOT NULL,
	"kind" text NOT NULL,
	"occasion" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beach_favorites" ADD COLUMN "alerts_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "beach_favorites" ADD COLUMN "alerts_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_sends" ADD CONSTRAINT "alert_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_sends" ADD CONSTRAINT "alert_sends_beach_id_beaches_id_fk" FOREIGN KEY ("beach_id") REFERENCES "public"."beaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_sends_once_idx" ON "alert_sends" USING btree ("user_id","beach_id","kind","occasion");--> statement-breakpoint
CREATE INDEX "beach_favorites_alerts_idx" ON "beach_favorites" USING btree ("beach_id") WHERE "beach_favorites"."alerts_enabled";