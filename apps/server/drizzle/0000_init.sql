CREATE TABLE "users" (
	"uid" serial PRIMARY KEY NOT NULL,
	"uni_no" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"cname" text NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"is_egp_u" boolean DEFAULT false NOT NULL,
	"is_sa" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_uni_no_unique" UNIQUE("uni_no")
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"area_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"field_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'grow' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facility_modules" (
	"fid" integer NOT NULL,
	"mcode" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "facility_modules_fid_mcode_pk" PRIMARY KEY("fid","mcode")
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"fid" serial PRIMARY KEY NOT NULL,
	"fac_name" text NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"for_test" boolean DEFAULT false NOT NULL,
	"city_district" text DEFAULT '' NOT NULL,
	"loc" text DEFAULT '' NOT NULL,
	"poi" text DEFAULT '' NOT NULL,
	"heweather_key" text DEFAULT '' NOT NULL,
	"logo_name" text DEFAULT '' NOT NULL,
	"faci_usage" text DEFAULT 'PL' NOT NULL,
	"plant_types" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fields" (
	"field_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"uid" integer NOT NULL,
	"fid" integer NOT NULL,
	"role_id" integer NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_uid_fid_pk" PRIMARY KEY("uid","fid")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"role_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"codes" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_fid_name_uq" UNIQUE("fid","name")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fac_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ts" timestamp with time zone DEFAULT now() NOT NULL,
	"fid" integer NOT NULL,
	"uid" integer,
	"type" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ts" timestamp with time zone DEFAULT now() NOT NULL,
	"fid" integer NOT NULL,
	"uid" integer NOT NULL,
	"site_name" text DEFAULT '' NOT NULL,
	"path" text NOT NULL,
	"param" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ts" timestamp with time zone DEFAULT now() NOT NULL,
	"fid" integer,
	"uid" integer,
	"uni_no" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_field_id_fields_field_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("field_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_modules" ADD CONSTRAINT "facility_modules_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_fid_idx" ON "memberships" USING btree ("fid");--> statement-breakpoint
CREATE INDEX "sessions_uid_idx" ON "sessions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "fac_events_fid_ts_idx" ON "fac_events" USING btree ("fid","ts");--> statement-breakpoint
CREATE INDEX "page_visits_fid_ts_idx" ON "page_visits" USING btree ("fid","ts");--> statement-breakpoint
CREATE INDEX "user_logs_uid_ts_idx" ON "user_logs" USING btree ("uid","ts");--> statement-breakpoint
CREATE INDEX "user_logs_fid_ts_idx" ON "user_logs" USING btree ("fid","ts");