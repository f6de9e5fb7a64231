DROP TABLE "beach_photos" CASCADE;--> statement-breakpoint
DROP TABLE "beach_posts" CASCADE;--> statement-breakpoint
DROP TABLE "comment_likes" CASCADE;--> statement-breakpoint
DROP TABLE "post_comments" CASCADE;--> statement-breakpoint
DROP TABLE "post_likes" CASCADE;--> statement-breakpoint
DROP TABLE "user_follows" CASCADE;