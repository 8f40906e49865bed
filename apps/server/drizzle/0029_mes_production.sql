CREATE TABLE "mes_equip_spans" (
	"span_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"eq_id" integer NOT NULL,
	"state" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"count" integer DEFAULT 0 NOT NULL,
	"wo_id" integer
);
--> statement-breakpoint
CREATE TABLE "mes_equips" (
	"eq_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"area_id" integer,
	"capacity" integer NOT NULL,
	"gw_id" integer,
	"state" text DEFAULT 'idle' NOT NULL,
	"state_since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_count" integer,
	"maint_days" integer DEFAULT 30 NOT NULL,
	"last_maint_day" date,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mes_faults" (
	"fault_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"eq_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"reported_by" integer,
	"cleared_by" integer
);
--> statement-breakpoint
CREATE TABLE "mes_maints" (
	"maint_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"eq_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by_uid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mes_wo_logs" (
	"log_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"wo_id" integer NOT NULL,
	"action" text NOT NULL,
	"dishes" integer,
	"labour_min" integer,
	"event_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"by_uid" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mes_wos" (
	"wo_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"wo_no" text NOT NULL,
	"op" text NOT NULL,
	"source" text NOT NULL,
	"source_key" text,
	"status" text DEFAULT 'todo' NOT NULL,
	"batch_id" integer,
	"spec_id" integer NOT NULL,
	"dishes" integer NOT NULL,
	"done_dishes" integer DEFAULT 0 NOT NULL,
	"from_phase" text,
	"from_area_id" integer,
	"to_phase" text,
	"to_area_id" integer,
	"plan_start" timestamp with time zone NOT NULL,
	"plan_end" timestamp with time zone NOT NULL,
	"team" text DEFAULT '' NOT NULL,
	"uid" integer,
	"eq_id" integer,
	"started_at" timestamp with time zone,
	"part_from" timestamp with time zone,
	"done_at" timestamp with time zone,
	"labour_min" integer DEFAULT 0 NOT NULL,
	"eq_count" integer DEFAULT 0 NOT NULL,
	"reject" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mes_wos_no_uq" UNIQUE("fid","wo_no"),
	CONSTRAINT "mes_wos_counts_ck" CHECK ("mes_wos"."dishes" > 0 and "mes_wos"."done_dishes" >= 0 and "mes_wos"."labour_min" >= 0 and "mes_wos"."plan_end" > "mes_wos"."plan_start")
);
--> statement-breakpoint
ALTER TABLE "mes_equip_spans" ADD CONSTRAINT "mes_equip_spans_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_equip_spans" ADD CONSTRAINT "mes_equip_spans_eq_id_mes_equips_eq_id_fk" FOREIGN KEY ("eq_id") REFERENCES "public"."mes_equips"("eq_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_equips" ADD CONSTRAINT "mes_equips_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_equips" ADD CONSTRAINT "mes_equips_area_id_areas_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("area_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_equips" ADD CONSTRAINT "mes_equips_gw_id_iot_gateways_gw_id_fk" FOREIGN KEY ("gw_id") REFERENCES "public"."iot_gateways"("gw_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_faults" ADD CONSTRAINT "mes_faults_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_faults" ADD CONSTRAINT "mes_faults_eq_id_mes_equips_eq_id_fk" FOREIGN KEY ("eq_id") REFERENCES "public"."mes_equips"("eq_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_faults" ADD CONSTRAINT "mes_faults_reported_by_users_uid_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_faults" ADD CONSTRAINT "mes_faults_cleared_by_users_uid_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_maints" ADD CONSTRAINT "mes_maints_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_maints" ADD CONSTRAINT "mes_maints_eq_id_mes_equips_eq_id_fk" FOREIGN KEY ("eq_id") REFERENCES "public"."mes_equips"("eq_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_maints" ADD CONSTRAINT "mes_maints_by_uid_users_uid_fk" FOREIGN KEY ("by_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_wo_logs" ADD CONSTRAINT "mes_wo_logs_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_wo_logs" ADD CONSTRAINT "mes_wo_logs_wo_id_mes_wos_wo_id_fk" FOREIGN KEY ("wo_id") REFERENCES "public"."mes_wos"("wo_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_wo_logs" ADD CONSTRAINT "mes_wo_logs_event_id_plant_batch_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."plant_batch_events"("event_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_wo_logs" ADD CONSTRAINT "mes_wo_logs_by_uid_users_uid_fk" FOREIGN KEY ("by_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_wos" ADD CONSTRAINT "mes_wos_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_wos" ADD CONSTRAINT "mes_wos_batch_id_plant_batches_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."plant_batches"("batch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_wos" ADD CONSTRAINT "mes_wos_spec_id_plant_specs_spec_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."plant_specs"("spec_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_wos" ADD CONSTRAINT "mes_wos_from_area_id_areas_area_id_fk" FOREIGN KEY ("from_area_id") REFERENCES "public"."areas"("area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_wos" ADD CONSTRAINT "mes_wos_to_area_id_areas_area_id_fk" FOREIGN KEY ("to_area_id") REFERENCES "public"."areas"("area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_wos" ADD CONSTRAINT "mes_wos_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_wos" ADD CONSTRAINT "mes_wos_eq_id_mes_equips_eq_id_fk" FOREIGN KEY ("eq_id") REFERENCES "public"."mes_equips"("eq_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mes_wos" ADD CONSTRAINT "mes_wos_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mes_equip_spans_eq_idx" ON "mes_equip_spans" USING btree ("eq_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mes_equip_spans_open_uq" ON "mes_equip_spans" USING btree ("eq_id") WHERE "mes_equip_spans"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "mes_equips_fid_idx" ON "mes_equips" USING btree ("fid","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "mes_equips_gw_uq" ON "mes_equips" USING btree ("gw_id") WHERE "mes_equips"."gw_id" is not null;--> statement-breakpoint
CREATE INDEX "mes_faults_eq_idx" ON "mes_faults" USING btree ("fid","eq_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mes_faults_open_uq" ON "mes_faults" USING btree ("eq_id") WHERE "mes_faults"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "mes_maints_eq_idx" ON "mes_maints" USING btree ("fid","eq_id","day");--> statement-breakpoint
CREATE INDEX "mes_wo_logs_wo_idx" ON "mes_wo_logs" USING btree ("wo_id","at");--> statement-breakpoint
CREATE INDEX "mes_wo_logs_event_idx" ON "mes_wo_logs" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mes_wos_source_uq" ON "mes_wos" USING btree ("fid","source_key") WHERE "mes_wos"."source_key" is not null;--> statement-breakpoint
CREATE INDEX "mes_wos_plan_idx" ON "mes_wos" USING btree ("fid","plan_start");--> statement-breakpoint
CREATE INDEX "mes_wos_open_idx" ON "mes_wos" USING btree ("fid","status","plan_end");--> statement-breakpoint
CREATE INDEX "mes_wos_batch_idx" ON "mes_wos" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "mes_wos_eq_idx" ON "mes_wos" USING btree ("eq_id","plan_start");