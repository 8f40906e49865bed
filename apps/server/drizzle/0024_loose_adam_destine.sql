CREATE TABLE "pfs_instances" (
	"name" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"pid" integer NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"mqtt_session" text,
	"scheduler_leader" boolean DEFAULT false NOT NULL
);
