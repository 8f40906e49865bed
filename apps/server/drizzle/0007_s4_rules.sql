CREATE TABLE "iot_rule_execs" (
	"exec_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"rule_name" text NOT NULL,
	"phase" text NOT NULL,
	"result" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"trigger" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iot_rules" (
	"rule_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 50 NOT NULL,
	"version" text NOT NULL,
	"match" text DEFAULT 'all' NOT NULL,
	"conditions" jsonb NOT NULL,
	"windows" jsonb NOT NULL,
	"repeat" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"otherwise" text DEFAULT 'keep' NOT NULL,
	"max_age_min" integer DEFAULT 10 NOT NULL,
	"min_interval_s" integer DEFAULT 60 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iot_switch_locks" (
	"point_id" integer PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"uid" integer,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "iot_rule_execs_fid_at_idx" ON "iot_rule_execs" USING btree ("fid","at");--> statement-breakpoint
CREATE INDEX "iot_rule_execs_rule_idx" ON "iot_rule_execs" USING btree ("rule_id","at");--> statement-breakpoint
CREATE INDEX "iot_rules_fid_idx" ON "iot_rules" USING btree ("fid");