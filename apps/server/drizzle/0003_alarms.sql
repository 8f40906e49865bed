CREATE TABLE "alarms" (
	"alarm_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"alarm_type" text NOT NULL,
	"level" integer NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_value" double precision,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"close_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iot_point_alarm_cfg" (
	"point_id" integer PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"high" double precision,
	"low" double precision,
	"level" integer DEFAULT 1 NOT NULL,
	"delay_s" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_one_open_uq" ON "alarms" USING btree ("fid","source_type","source_id","alarm_type") WHERE status = 'valid';--> statement-breakpoint
CREATE INDEX "alarms_fid_status_idx" ON "alarms" USING btree ("fid","status","last_at");