CREATE TABLE "area_climate_targets" (
	"fid" integer NOT NULL,
	"kind" text NOT NULL,
	"temp_min" double precision,
	"temp_max" double precision,
	"rh_min" double precision,
	"rh_max" double precision,
	"co2_min" double precision,
	"co2_max" double precision,
	"light_hours_min" double precision,
	"light_hours_max" double precision,
	"dli_min" double precision,
	"dli_max" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "area_climate_targets_fid_kind_pk" PRIMARY KEY("fid","kind")
);
--> statement-breakpoint
CREATE TABLE "material_items" (
	"item_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"low_stock_qty" numeric(14, 3) DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"crop" text DEFAULT '' NOT NULL,
	"variety" text DEFAULT '' NOT NULL,
	"germination_rate" numeric(4, 1),
	"reg_no" text DEFAULT '' NOT NULL,
	"active_ingredient" text DEFAULT '' NOT NULL,
	"safety_days" integer,
	"category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_items_name_uq" UNIQUE("fid","kind","name")
);
--> statement-breakpoint
CREATE TABLE "material_lots" (
	"lot_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"item_id" integer NOT NULL,
	"supplier_id" integer,
	"lot_no" text NOT NULL,
	"received_on" date NOT NULL,
	"produced_on" date,
	"expires_on" date,
	"qty_received" numeric(14, 3) NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	"price" numeric(14, 4),
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_lots_no_uq" UNIQUE("item_id","lot_no"),
	CONSTRAINT "material_lots_qty_ck" CHECK ("material_lots"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "material_movements" (
	"move_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"item_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	"qty_after" numeric(14, 3) NOT NULL,
	"batch_id" integer,
	"prot_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"operator_uid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_suppliers" (
	"supplier_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_suppliers_name_uq" UNIQUE("fid","name")
);
--> statement-breakpoint
CREATE TABLE "plant_spec_phases" (
	"spec_id" integer NOT NULL,
	"ver" integer NOT NULL,
	"seq" integer NOT NULL,
	"phase_id" text NOT NULL,
	"days" integer NOT NULL,
	"area_kind" text NOT NULL,
	CONSTRAINT "plant_spec_phases_spec_id_ver_seq_pk" PRIMARY KEY("spec_id","ver","seq"),
	CONSTRAINT "plant_spec_phases_phase_uq" UNIQUE("spec_id","ver","phase_id")
);
--> statement-breakpoint
CREATE TABLE "plant_specs" (
	"spec_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"crop" text NOT NULL,
	"variety" text NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"cur_ver" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plant_specs_name_uq" UNIQUE("fid","crop","variety")
);
--> statement-breakpoint
CREATE TABLE "plant_spec_versions" (
	"spec_id" integer NOT NULL,
	"ver" integer NOT NULL,
	"seedling_plants_per_dish" integer NOT NULL,
	"grow_plants_per_dish" integer NOT NULL,
	"seed_per_dish" numeric(14, 3) DEFAULT 0 NOT NULL,
	"seed_item_id" integer,
	"yield_kg_per_dish" numeric(10, 3) DEFAULT 0 NOT NULL,
	"grades" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plant_spec_versions_spec_id_ver_pk" PRIMARY KEY("spec_id","ver"),
	CONSTRAINT "plant_spec_versions_density_ck" CHECK ("plant_spec_versions"."seedling_plants_per_dish" > 0 and "plant_spec_versions"."grow_plants_per_dish" > 0)
);
--> statement-breakpoint
CREATE TABLE "plant_batch_events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"from_phase" text,
	"from_area_id" integer,
	"to_phase" text,
	"to_area_id" integer,
	"dishes" integer DEFAULT 0 NOT NULL,
	"dishes_to" integer,
	"plants" integer DEFAULT 0 NOT NULL,
	"kg" numeric(14, 3),
	"prot_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"operator_uid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plant_batch_events_seq_uq" UNIQUE("batch_id","seq"),
	CONSTRAINT "plant_batch_events_counts_ck" CHECK ("plant_batch_events"."dishes" >= 0 and "plant_batch_events"."plants" >= 0 and coalesce("plant_batch_events"."dishes_to", 0) >= 0 and coalesce("plant_batch_events"."kg", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "plant_batch_places" (
	"batch_id" integer NOT NULL,
	"phase" text NOT NULL,
	"area_id" integer NOT NULL,
	"fid" integer NOT NULL,
	"dishes" integer NOT NULL,
	"plants" integer NOT NULL,
	"since" date NOT NULL,
	CONSTRAINT "plant_batch_places_batch_id_phase_area_id_pk" PRIMARY KEY("batch_id","phase","area_id"),
	CONSTRAINT "plant_batch_places_counts_ck" CHECK ("plant_batch_places"."dishes" >= 0 and "plant_batch_places"."plants" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plant_batches" (
	"batch_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"batch_no" text NOT NULL,
	"spec_id" integer NOT NULL,
	"spec_ver" integer NOT NULL,
	"sow_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"phase" text,
	"dishes" integer DEFAULT 0 NOT NULL,
	"plants" integer DEFAULT 0 NOT NULL,
	"plants_sown" integer DEFAULT 0 NOT NULL,
	"plants_lost" integer DEFAULT 0 NOT NULL,
	"plants_harvested" integer DEFAULT 0 NOT NULL,
	"kg_harvested" numeric(14, 3) DEFAULT 0 NOT NULL,
	"last_date" date NOT NULL,
	"closed_on" date,
	"safe_from" date,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"del_reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "plant_batches_no_uq" UNIQUE("fid","batch_no"),
	CONSTRAINT "plant_batches_counts_ck" CHECK ("plant_batches"."dishes" >= 0 and "plant_batches"."plants" >= 0 and "plant_batches"."plants_sown" = "plant_batches"."plants" + "plant_batches"."plants_lost" + "plant_batches"."plants_harvested")
);
--> statement-breakpoint
CREATE TABLE "plant_harvests" (
	"event_id" integer NOT NULL,
	"grade" text NOT NULL,
	"fid" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"date" date NOT NULL,
	"kg" numeric(14, 3) NOT NULL,
	CONSTRAINT "plant_harvests_event_id_grade_pk" PRIMARY KEY("event_id","grade"),
	CONSTRAINT "plant_harvests_kg_ck" CHECK ("plant_harvests"."kg" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plant_losses" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plant_pics" (
	"pic_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"kind" text NOT NULL,
	"file" text NOT NULL,
	"thumb" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"taken_on" date NOT NULL,
	"batch_id" integer,
	"area_id" integer,
	"event_id" integer,
	"prot_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plant_protections" (
	"prot_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"item_id" integer NOT NULL,
	"dose" text NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	"safe_days" integer NOT NULL,
	"safe_from" date NOT NULL,
	"area_ids" integer[] DEFAULT '{}' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"operator_uid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "racks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "layers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "positions_per_layer" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "status" text DEFAULT 'enabled' NOT NULL;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "status" text DEFAULT 'enabled' NOT NULL;--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "area_climate_targets" ADD CONSTRAINT "area_climate_targets_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_items" ADD CONSTRAINT "material_items_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_lots" ADD CONSTRAINT "material_lots_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_lots" ADD CONSTRAINT "material_lots_item_id_material_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."material_items"("item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_lots" ADD CONSTRAINT "material_lots_supplier_id_material_suppliers_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."material_suppliers"("supplier_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_item_id_material_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."material_items"("item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_lot_id_material_lots_lot_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."material_lots"("lot_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_movements" ADD CONSTRAINT "material_movements_operator_uid_users_uid_fk" FOREIGN KEY ("operator_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_suppliers" ADD CONSTRAINT "material_suppliers_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_spec_phases" ADD CONSTRAINT "plant_spec_phases_version_fk" FOREIGN KEY ("spec_id","ver") REFERENCES "public"."plant_spec_versions"("spec_id","ver") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_specs" ADD CONSTRAINT "plant_specs_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_spec_versions" ADD CONSTRAINT "plant_spec_versions_spec_id_plant_specs_spec_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."plant_specs"("spec_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_spec_versions" ADD CONSTRAINT "plant_spec_versions_seed_item_id_material_items_item_id_fk" FOREIGN KEY ("seed_item_id") REFERENCES "public"."material_items"("item_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_spec_versions" ADD CONSTRAINT "plant_spec_versions_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_batch_events" ADD CONSTRAINT "plant_batch_events_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_batch_events" ADD CONSTRAINT "plant_batch_events_batch_id_plant_batches_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."plant_batches"("batch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_batch_events" ADD CONSTRAINT "plant_batch_events_from_area_id_areas_area_id_fk" FOREIGN KEY ("from_area_id") REFERENCES "public"."areas"("area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_batch_events" ADD CONSTRAINT "plant_batch_events_to_area_id_areas_area_id_fk" FOREIGN KEY ("to_area_id") REFERENCES "public"."areas"("area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_batch_events" ADD CONSTRAINT "plant_batch_events_prot_id_plant_protections_prot_id_fk" FOREIGN KEY ("prot_id") REFERENCES "public"."plant_protections"("prot_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_batch_events" ADD CONSTRAINT "plant_batch_events_operator_uid_users_uid_fk" FOREIGN KEY ("operator_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_batch_places" ADD CONSTRAINT "plant_batch_places_batch_id_plant_batches_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."plant_batches"("batch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_batch_places" ADD CONSTRAINT "plant_batch_places_area_id_areas_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("area_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_batch_places" ADD CONSTRAINT "plant_batch_places_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_batches" ADD CONSTRAINT "plant_batches_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_batches" ADD CONSTRAINT "plant_batches_spec_id_plant_specs_spec_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."plant_specs"("spec_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_batches" ADD CONSTRAINT "plant_batches_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_batches" ADD CONSTRAINT "plant_batches_deleted_by_users_uid_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_batches" ADD CONSTRAINT "plant_batches_spec_version_fk" FOREIGN KEY ("spec_id","spec_ver") REFERENCES "public"."plant_spec_versions"("spec_id","ver") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_harvests" ADD CONSTRAINT "plant_harvests_event_id_plant_batch_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."plant_batch_events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_harvests" ADD CONSTRAINT "plant_harvests_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_harvests" ADD CONSTRAINT "plant_harvests_batch_id_plant_batches_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."plant_batches"("batch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_losses" ADD CONSTRAINT "plant_losses_event_id_plant_batch_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."plant_batch_events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_losses" ADD CONSTRAINT "plant_losses_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_pics" ADD CONSTRAINT "plant_pics_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_pics" ADD CONSTRAINT "plant_pics_batch_id_plant_batches_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."plant_batches"("batch_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_pics" ADD CONSTRAINT "plant_pics_area_id_areas_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("area_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_pics" ADD CONSTRAINT "plant_pics_event_id_plant_batch_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."plant_batch_events"("event_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_pics" ADD CONSTRAINT "plant_pics_prot_id_plant_protections_prot_id_fk" FOREIGN KEY ("prot_id") REFERENCES "public"."plant_protections"("prot_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_pics" ADD CONSTRAINT "plant_pics_uploaded_by_users_uid_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_protections" ADD CONSTRAINT "plant_protections_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_protections" ADD CONSTRAINT "plant_protections_item_id_material_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."material_items"("item_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_protections" ADD CONSTRAINT "plant_protections_operator_uid_users_uid_fk" FOREIGN KEY ("operator_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_lots_fifo_idx" ON "material_lots" USING btree ("fid","item_id","expires_on","received_on") WHERE "material_lots"."qty" > 0;--> statement-breakpoint
CREATE INDEX "material_lots_expiry_idx" ON "material_lots" USING btree ("fid","expires_on") WHERE "material_lots"."qty" > 0;--> statement-breakpoint
CREATE INDEX "material_movements_lot_idx" ON "material_movements" USING btree ("lot_id","move_id");--> statement-breakpoint
CREATE INDEX "material_movements_item_date_idx" ON "material_movements" USING btree ("fid","item_id","date");--> statement-breakpoint
CREATE INDEX "material_movements_fid_date_idx" ON "material_movements" USING btree ("fid","date");--> statement-breakpoint
CREATE INDEX "material_movements_batch_idx" ON "material_movements" USING btree ("batch_id") WHERE "material_movements"."batch_id" is not null;--> statement-breakpoint
CREATE INDEX "material_movements_prot_idx" ON "material_movements" USING btree ("prot_id") WHERE "material_movements"."prot_id" is not null;--> statement-breakpoint
CREATE INDEX "plant_batch_events_kind_idx" ON "plant_batch_events" USING btree ("fid","kind","date");--> statement-breakpoint
CREATE INDEX "plant_batch_events_to_area_idx" ON "plant_batch_events" USING btree ("to_area_id","date") WHERE "plant_batch_events"."to_area_id" is not null;--> statement-breakpoint
CREATE INDEX "plant_batch_events_from_area_idx" ON "plant_batch_events" USING btree ("from_area_id","date") WHERE "plant_batch_events"."from_area_id" is not null;--> statement-breakpoint
CREATE INDEX "plant_batch_events_prot_idx" ON "plant_batch_events" USING btree ("prot_id") WHERE "plant_batch_events"."prot_id" is not null;--> statement-breakpoint
CREATE INDEX "plant_batch_places_area_idx" ON "plant_batch_places" USING btree ("fid","area_id");--> statement-breakpoint
CREATE INDEX "plant_batch_places_phase_idx" ON "plant_batch_places" USING btree ("fid","phase","since");--> statement-breakpoint
CREATE INDEX "plant_batches_list_idx" ON "plant_batches" USING btree ("fid","status","sow_date");--> statement-breakpoint
CREATE INDEX "plant_batches_spec_idx" ON "plant_batches" USING btree ("fid","spec_id","sow_date");--> statement-breakpoint
CREATE INDEX "plant_batches_closed_idx" ON "plant_batches" USING btree ("fid","closed_on") WHERE "plant_batches"."status" = 'closed';--> statement-breakpoint
CREATE INDEX "plant_harvests_fid_date_idx" ON "plant_harvests" USING btree ("fid","date");--> statement-breakpoint
CREATE INDEX "plant_losses_reason_idx" ON "plant_losses" USING btree ("fid","reason");--> statement-breakpoint
CREATE INDEX "plant_pics_list_idx" ON "plant_pics" USING btree ("fid","kind","taken_on");--> statement-breakpoint
CREATE INDEX "plant_pics_batch_idx" ON "plant_pics" USING btree ("batch_id") WHERE "plant_pics"."batch_id" is not null;--> statement-breakpoint
CREATE INDEX "plant_pics_event_idx" ON "plant_pics" USING btree ("event_id") WHERE "plant_pics"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "plant_protections_fid_date_idx" ON "plant_protections" USING btree ("fid","date");--> statement-breakpoint
CREATE INDEX "areas_fid_field_idx" ON "areas" USING btree ("fid","field_id");--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_grid_ck" CHECK ("areas"."racks" >= 0 and "areas"."layers" >= 0 and "areas"."positions_per_layer" >= 0);