CREATE TABLE "weather_forecasts" (
	"fid" integer NOT NULL,
	"kind" text NOT NULL,
	"src" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "weather_forecasts_fid_kind_pk" PRIMARY KEY("fid","kind")
);
--> statement-breakpoint
CREATE TABLE "weather_obs" (
	"fid" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"temp" real NOT NULL,
	"feels_like" real NOT NULL,
	"humidity" real NOT NULL,
	"precip" real NOT NULL,
	"wind_speed" real NOT NULL,
	"wind_360" smallint NOT NULL,
	"wind_scale" smallint NOT NULL,
	"pressure" real NOT NULL,
	"vis" real NOT NULL,
	"icon" text NOT NULL,
	"text" text NOT NULL,
	"src" text NOT NULL,
	CONSTRAINT "weather_obs_fid_ts_pk" PRIMARY KEY("fid","ts")
);
--> statement-breakpoint
CREATE TABLE "weather_warn_cfg" (
	"cfg_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"title" text NOT NULL,
	"warn_type" text NOT NULL,
	"warn_val" double precision NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "weather_forecasts" ADD CONSTRAINT "weather_forecasts_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_obs" ADD CONSTRAINT "weather_obs_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_warn_cfg" ADD CONSTRAINT "weather_warn_cfg_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weather_warn_cfg_fid_idx" ON "weather_warn_cfg" USING btree ("fid");