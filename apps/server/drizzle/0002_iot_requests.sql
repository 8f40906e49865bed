CREATE TABLE "iot_requests" (
	"req_id" text PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"gw_id" integer NOT NULL,
	"point_id" integer NOT NULL,
	"action" text NOT NULL,
	"value" double precision,
	"status" text NOT NULL,
	"uid" integer,
	"source" text DEFAULT 'manual' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "iot_requests" ADD CONSTRAINT "iot_requests_gw_id_iot_gateways_gw_id_fk" FOREIGN KEY ("gw_id") REFERENCES "public"."iot_gateways"("gw_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iot_requests_fid_created_idx" ON "iot_requests" USING btree ("fid","created_at");