CREATE TABLE "iot_gateways" (
	"gw_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"area_id" integer,
	"sn" text NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone,
	"online_since" timestamp with time zone,
	"msg_ct" bigint DEFAULT 0 NOT NULL,
	"reading_ct" bigint DEFAULT 0 NOT NULL,
	"rejected_ct" bigint DEFAULT 0 NOT NULL,
	"last_reject_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iot_gateways_sn_unique" UNIQUE("sn")
);
--> statement-breakpoint
CREATE TABLE "iot_latest_values" (
	"point_id" integer PRIMARY KEY NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"v" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iot_points" (
	"point_id" serial PRIMARY KEY NOT NULL,
	"gw_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"quantity" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"writable" boolean DEFAULT false NOT NULL,
	"min_value" double precision,
	"max_value" double precision,
	CONSTRAINT "iot_points_gw_code_uq" UNIQUE("gw_id","code")
);
--> statement-breakpoint
CREATE TABLE "iot_readings" (
	"point_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"v" double precision NOT NULL,
	CONSTRAINT "iot_readings_point_id_ts_pk" PRIMARY KEY("point_id","ts")
);
--> statement-breakpoint
CREATE TABLE "iot_switch_states" (
	"point_id" integer PRIMARY KEY NOT NULL,
	"on" boolean NOT NULL,
	"value" double precision,
	"cause" text NOT NULL,
	"ts" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "iot_gateways" ADD CONSTRAINT "iot_gateways_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_gateways" ADD CONSTRAINT "iot_gateways_area_id_areas_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("area_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_points" ADD CONSTRAINT "iot_points_gw_id_iot_gateways_gw_id_fk" FOREIGN KEY ("gw_id") REFERENCES "public"."iot_gateways"("gw_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iot_switch_states_ts_idx" ON "iot_switch_states" USING btree ("ts");