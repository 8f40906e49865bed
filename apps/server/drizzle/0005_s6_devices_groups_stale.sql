CREATE TABLE "iot_device_groups" (
	"grp_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"area_id" integer,
	"name" text NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "iot_points" ADD COLUMN "grp_id" integer;--> statement-breakpoint
ALTER TABLE "iot_points" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "iot_points" ADD COLUMN "display_unit" text;--> statement-breakpoint
ALTER TABLE "iot_points" ADD COLUMN "sort_no" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "iot_points" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "iot_point_alarm_cfg" ADD COLUMN "auto_clear" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "iot_point_alarm_cfg" ADD COLUMN "stale_min" integer;--> statement-breakpoint
ALTER TABLE "iot_device_groups" ADD CONSTRAINT "iot_device_groups_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_device_groups" ADD CONSTRAINT "iot_device_groups_area_id_areas_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("area_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iot_device_groups_fid_idx" ON "iot_device_groups" USING btree ("fid","sort_no");--> statement-breakpoint
ALTER TABLE "iot_points" ADD CONSTRAINT "iot_points_grp_id_iot_device_groups_grp_id_fk" FOREIGN KEY ("grp_id") REFERENCES "public"."iot_device_groups"("grp_id") ON DELETE set null ON UPDATE no action;