CREATE TABLE "si_case_logs" (
	"log_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "si_case_logs_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"fid" integer NOT NULL,
	"action" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"by_uid" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "si_cases" (
	"case_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"rcd_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"finding" text NOT NULL,
	"owner_uid" integer,
	"deadline" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opened_by" integer,
	"handled_at" timestamp with time zone,
	"handled_by" integer
);
--> statement-breakpoint
CREATE TABLE "si_items" (
	"ci_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" integer,
	"target_text" text DEFAULT '' NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"standard" text DEFAULT '' NOT NULL,
	"answer_kind" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"min" numeric(14, 3),
	"max" numeric(14, 3),
	"photo_required" boolean DEFAULT false NOT NULL,
	"point_id" integer,
	"tolerance" numeric(14, 3),
	"sort_no" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "si_photos" (
	"name" text PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "si_plans" (
	"plan_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"sr_id" integer NOT NULL,
	"rule_name" text NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"late_at" timestamp with time zone NOT NULL,
	"due_day" date NOT NULL,
	"assignee_role_id" integer,
	"assignee_uids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"case_days" smallint DEFAULT 3 NOT NULL,
	"item_ct" smallint NOT NULL,
	"answered_ct" smallint DEFAULT 0 NOT NULL,
	"err_ct" smallint DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "si_records" (
	"rcd_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"ci_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"name" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" integer,
	"target_name" text NOT NULL,
	"area_id" integer,
	"method" text NOT NULL,
	"standard" text NOT NULL,
	"answer_kind" text NOT NULL,
	"unit" text NOT NULL,
	"min" numeric(14, 3),
	"max" numeric(14, 3),
	"photo_required" boolean NOT NULL,
	"point_id" integer,
	"tolerance" numeric(14, 3),
	"result" text DEFAULT '-' NOT NULL,
	"value_num" numeric(14, 3),
	"value_text" text DEFAULT '' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"problem" text,
	"iot_value" numeric(14, 3),
	"iot_at" timestamp with time zone,
	"iot_drift" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "si_rules" (
	"sr_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"period" text NOT NULL,
	"due_day" smallint DEFAULT 1 NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"late_min" smallint DEFAULT 30 NOT NULL,
	"ci_ids" integer[] NOT NULL,
	"assignee_role_id" integer,
	"assignee_uids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"case_days" smallint DEFAULT 3 NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "si_case_logs" ADD CONSTRAINT "si_case_logs_case_id_si_cases_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."si_cases"("case_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "si_case_logs" ADD CONSTRAINT "si_case_logs_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "si_case_logs" ADD CONSTRAINT "si_case_logs_by_uid_users_uid_fk" FOREIGN KEY ("by_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "si_cases" ADD CONSTRAINT "si_cases_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "si_cases" ADD CONSTRAINT "si_cases_rcd_id_si_records_rcd_id_fk" FOREIGN KEY ("rcd_id") REFERENCES "public"."si_records"("rcd_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "si_cases" ADD CONSTRAINT "si_cases_plan_id_si_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."si_plans"("plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "si_cases" ADD CONSTRAINT "si_cases_owner_uid_users_uid_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "si_cases" ADD CONSTRAINT "si_cases_opened_by_users_uid_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "si_cases" ADD CONSTRAINT "si_cases_handled_by_users_uid_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "si_items" ADD CONSTRAINT "si_items_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "si_photos" ADD CONSTRAINT "si_photos_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "si_photos" ADD CONSTRAINT "si_photos_uploaded_by_users_uid_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "si_plans" ADD CONSTRAINT "si_plans_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "si_plans" ADD CONSTRAINT "si_plans_sr_id_si_rules_sr_id_fk" FOREIGN KEY ("sr_id") REFERENCES "public"."si_rules"("sr_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "si_plans" ADD CONSTRAINT "si_plans_done_by_users_uid_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "si_records" ADD CONSTRAINT "si_records_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "si_records" ADD CONSTRAINT "si_records_plan_id_si_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."si_plans"("plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "si_records" ADD CONSTRAINT "si_records_ci_id_si_items_ci_id_fk" FOREIGN KEY ("ci_id") REFERENCES "public"."si_items"("ci_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "si_records" ADD CONSTRAINT "si_records_answered_by_users_uid_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "si_rules" ADD CONSTRAINT "si_rules_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "si_case_logs_case_idx" ON "si_case_logs" USING btree ("case_id","at");--> statement-breakpoint
CREATE INDEX "si_cases_fid_status_idx" ON "si_cases" USING btree ("fid","status","deadline");--> statement-breakpoint
CREATE INDEX "si_cases_rcd_idx" ON "si_cases" USING btree ("rcd_id");--> statement-breakpoint
CREATE INDEX "si_cases_fid_opened_idx" ON "si_cases" USING btree ("fid","opened_at");--> statement-breakpoint
CREATE INDEX "si_items_fid_idx" ON "si_items" USING btree ("fid","status","sort_no");--> statement-breakpoint
CREATE INDEX "si_photos_fid_idx" ON "si_photos" USING btree ("fid");--> statement-breakpoint
CREATE UNIQUE INDEX "si_plans_rule_period_uq" ON "si_plans" USING btree ("sr_id","period_start");--> statement-breakpoint
CREATE INDEX "si_plans_fid_due_idx" ON "si_plans" USING btree ("fid","due_day");--> statement-breakpoint
CREATE INDEX "si_plans_open_idx" ON "si_plans" USING btree ("fid","late_at") WHERE "si_plans"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "si_records_plan_seq_uq" ON "si_records" USING btree ("plan_id","seq");--> statement-breakpoint
CREATE INDEX "si_records_fid_answered_idx" ON "si_records" USING btree ("fid","answered_at");--> statement-breakpoint
CREATE INDEX "si_records_ci_idx" ON "si_records" USING btree ("ci_id");--> statement-breakpoint
CREATE INDEX "si_rules_fid_idx" ON "si_rules" USING btree ("fid","status");