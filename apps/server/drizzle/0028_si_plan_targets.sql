CREATE TABLE "si_plan_targets" (
	"plan_id" integer NOT NULL,
	"fid" integer NOT NULL,
	"target_name" text NOT NULL,
	"item_ct" integer NOT NULL,
	"answered_ct" integer NOT NULL,
	"err_ct" integer NOT NULL,
	CONSTRAINT "si_plan_targets_plan_id_target_name_pk" PRIMARY KEY("plan_id","target_name")
);
--> statement-breakpoint
ALTER TABLE "si_plan_targets" ADD CONSTRAINT "si_plan_targets_plan_id_si_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."si_plans"("plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "si_plan_targets" ADD CONSTRAINT "si_plan_targets_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "si_plan_targets" ("plan_id", "fid", "target_name", "item_ct", "answered_ct", "err_ct")
SELECT "plan_id", "fid", "target_name", count(*), count(*) FILTER (WHERE "result" <> '-'), count(*) FILTER (WHERE "result" IN ('err', 'act_ok'))
FROM "si_records" GROUP BY "plan_id", "fid", "target_name";
