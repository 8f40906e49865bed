ALTER TABLE "finished_adjusts" ADD COLUMN "kind" text DEFAULT 'adjust' NOT NULL;--> statement-breakpoint
ALTER TABLE "finished_adjusts" ADD COLUMN "buyer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "finished_adjusts" ADD COLUMN "price_yuan_kg" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "finished_adjusts" ADD CONSTRAINT "finished_adjusts_kind_ck" CHECK ("finished_adjusts"."kind" in ('adjust', 'scrap', 'sale'));