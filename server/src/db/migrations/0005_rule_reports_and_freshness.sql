CREATE TABLE "rule_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"beach_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"report" text NOT NULL,
	"photo_url" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_admin_id" integer,
	CONSTRAINT "rule_reports_status_values" CHECK ("rule_reports"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "beaches" ADD COLUMN "dog_rules_checked_on" text;--> statement-breakpoint
ALTER TABLE "rule_reports" ADD CONSTRAINT "rule_reports_beach_id_beaches_id_fk" FOREIGN KEY ("beach_id") REFERENCES "public"."beaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_reports" ADD CONSTRAINT "rule_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_reports" ADD CONSTRAINT "rule_reports_resolved_by_admin_id_admins_id_fk" FOREIGN KEY ("resolved_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rule_reports_status_idx" ON "rule_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "rule_reports_beach_idx" ON "rule_reports" USING btree ("beach_id","status");--> statement-breakpoint
CREATE INDEX "rule_reports_user_idx" ON "rule_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "beach_checkins_user_idx" ON "beach_checkins" USING btree ("user_id","beach_id","created_at");--> statement-breakpoint
UPDATE "beaches" SET "dog_rules_checked_on" = coalesce("dog_rule"->>'checkedOn', to_char("updated_at", 'YYYY-MM-DD'));