ALTER TABLE "plant_batch_events" ADD COLUMN "void_of" integer;--> statement-breakpoint
ALTER TABLE "plant_batch_events" ADD COLUMN "voided" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plant_harvests" ADD COLUMN "voided" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plant_batch_events" ADD CONSTRAINT "plant_batch_events_void_of_plant_batch_events_event_id_fk" FOREIGN KEY ("void_of") REFERENCES "public"."plant_batch_events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plant_batch_events_void_of_uq" ON "plant_batch_events" USING btree ("void_of") WHERE "plant_batch_events"."void_of" is not null;