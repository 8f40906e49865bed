CREATE TABLE "alarm_notify_channels" (
	"channel_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_notify_outbox" (
	"send_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"alarm_id" integer,
	"rule_id" integer,
	"channel_id" integer NOT NULL,
	"step" integer NOT NULL,
	"uid" integer,
	"recipient" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"attempt_log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_notify_rules" (
	"rule_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"levels" integer[] DEFAULT '{}' NOT NULL,
	"channel_ids" integer[] DEFAULT '{}' NOT NULL,
	"chain" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"escalate_min" integer,
	"quiet_start" text,
	"quiet_end" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alarm_notify_channels" ADD CONSTRAINT "alarm_notify_channels_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_notify_outbox" ADD CONSTRAINT "alarm_notify_outbox_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_notify_rules" ADD CONSTRAINT "alarm_notify_rules_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_notify_outbox_msg_uq" ON "alarm_notify_outbox" USING btree ("alarm_id","rule_id","step","channel_id","recipient") WHERE alarm_id is not null;--> statement-breakpoint
CREATE INDEX "alarm_notify_outbox_due_idx" ON "alarm_notify_outbox" USING btree ("due_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "alarm_notify_outbox_fid_idx" ON "alarm_notify_outbox" USING btree ("fid","created_at");