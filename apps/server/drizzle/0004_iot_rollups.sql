CREATE TABLE "iot_rollup_daily" (
	"point_id" integer NOT NULL,
	"ct" integer NOT NULL,
	"min_v" double precision NOT NULL,
	"min_ts" timestamp with time zone NOT NULL,
	"max_v" double precision NOT NULL,
	"max_ts" timestamp with time zone NOT NULL,
	"sum_v" double precision NOT NULL,
	"first_ts" timestamp with time zone NOT NULL,
	"first_v" double precision NOT NULL,
	"last_ts" timestamp with time zone NOT NULL,
	"last_v" double precision NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "iot_rollup_daily_point_id_day_pk" PRIMARY KEY("point_id","day")
);
--> statement-breakpoint
CREATE TABLE "iot_rollup_hourly" (
	"point_id" integer NOT NULL,
	"ct" integer NOT NULL,
	"min_v" double precision NOT NULL,
	"min_ts" timestamp with time zone NOT NULL,
	"max_v" double precision NOT NULL,
	"max_ts" timestamp with time zone NOT NULL,
	"sum_v" double precision NOT NULL,
	"first_ts" timestamp with time zone NOT NULL,
	"first_v" double precision NOT NULL,
	"last_ts" timestamp with time zone NOT NULL,
	"last_v" double precision NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	CONSTRAINT "iot_rollup_hourly_point_id_bucket_pk" PRIMARY KEY("point_id","bucket")
);
