ALTER TABLE "alarms" ADD COLUMN "acked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "acked_by" integer;