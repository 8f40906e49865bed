CREATE TABLE "iot_analysis_sets" (
	"set_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"point_ids" integer[] NOT NULL,
	"range_days" integer NOT NULL,
	"view" text DEFAULT 'compare' NOT NULL,
	"normalise" boolean DEFAULT false NOT NULL,
	"day_start" text DEFAULT '06:00' NOT NULL,
	"day_end" text DEFAULT '18:00' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iot_analysis_sets_fid_name_uq" UNIQUE("fid","name")
);
--> statement-breakpoint
CREATE TABLE "iot_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"ts" timestamp with time zone DEFAULT now() NOT NULL,
	"uid" integer,
	"kind" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "iot_analysis_sets" ADD CONSTRAINT "iot_analysis_sets_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iot_logs_fid_ts_idx" ON "iot_logs" USING btree ("fid","ts");--> statement-breakpoint
CREATE INDEX "iot_logs_fid_kind_ts_idx" ON "iot_logs" USING btree ("fid","kind","ts");