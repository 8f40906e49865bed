CREATE TABLE "iot_gw_seq" (
	"gw_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"base" boolean DEFAULT false NOT NULL,
	CONSTRAINT "iot_gw_seq_gw_id_seq_pk" PRIMARY KEY("gw_id","seq")
);
--> statement-breakpoint
CREATE TABLE "cameras" (
	"cam_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"area_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"on_screen" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screen_cfgs" (
	"fid" integer NOT NULL,
	"variant" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"cfg" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "screen_cfgs_fid_variant_pk" PRIMARY KEY("fid","variant")
);
--> statement-breakpoint
CREATE TABLE "screen_clients" (
	"fid" integer NOT NULL,
	"client_id" text NOT NULL,
	"variant" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screen_clients_fid_client_id_pk" PRIMARY KEY("fid","client_id")
);
--> statement-breakpoint
ALTER TABLE "iot_gateways" ADD COLUMN "seq_gap_ct" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_area_id_areas_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("area_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_cfgs" ADD CONSTRAINT "screen_cfgs_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_clients" ADD CONSTRAINT "screen_clients_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cameras_fid_area_idx" ON "cameras" USING btree ("fid","area_id");--> statement-breakpoint
CREATE INDEX "screen_clients_last_idx" ON "screen_clients" USING btree ("fid","last_at");