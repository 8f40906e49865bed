CREATE TABLE "lab_trial_batches" (
	"trial_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"fid" integer NOT NULL,
	"seq" integer NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "lab_trial_batches_trial_id_batch_id_pk" PRIMARY KEY("trial_id","batch_id")
);
--> statement-breakpoint
CREATE TABLE "lab_trials" (
	"trial_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"goal" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"dish_m2" numeric(8, 3) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lab_trial_batches" ADD CONSTRAINT "lab_trial_batches_trial_id_lab_trials_trial_id_fk" FOREIGN KEY ("trial_id") REFERENCES "public"."lab_trials"("trial_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_trial_batches" ADD CONSTRAINT "lab_trial_batches_batch_id_plant_batches_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."plant_batches"("batch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_trial_batches" ADD CONSTRAINT "lab_trial_batches_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_trials" ADD CONSTRAINT "lab_trials_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_trials" ADD CONSTRAINT "lab_trials_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_trial_batches_batch_idx" ON "lab_trial_batches" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "lab_trials_list_idx" ON "lab_trials" USING btree ("fid","start_date");