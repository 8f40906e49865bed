CREATE TABLE "finished_adjusts" (
	"adj_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"date" date NOT NULL,
	"g" bigint NOT NULL,
	"reason" text NOT NULL,
	"uid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finished_lots" (
	"lot_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"lot_no" text NOT NULL,
	"batch_id" integer NOT NULL,
	"spec_id" integer NOT NULL,
	"grade" text NOT NULL,
	"packing" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"entered_on" date NOT NULL,
	"entered_g" bigint NOT NULL,
	"loss_g" bigint DEFAULT 0 NOT NULL,
	"loss_reason" text,
	"shipped_g" bigint DEFAULT 0 NOT NULL,
	"adjusted_g" bigint DEFAULT 0 NOT NULL,
	"left_g" bigint NOT NULL,
	"area_id" integer,
	"shelf_days" integer NOT NULL,
	"expires_on" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finished_lots_no_uq" UNIQUE("fid","lot_no"),
	CONSTRAINT "finished_lots_mass_ck" CHECK ("finished_lots"."left_g" >= 0 and "finished_lots"."entered_g" >= 0 and "finished_lots"."loss_g" >= 0 and "finished_lots"."left_g" = "finished_lots"."entered_g" - "finished_lots"."shipped_g" - "finished_lots"."adjusted_g")
);
--> statement-breakpoint
CREATE TABLE "shipment_items" (
	"item_id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"fid" integer NOT NULL,
	"line_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"g" bigint NOT NULL,
	"boxes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipment_items_g_ck" CHECK ("shipment_items"."g" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"shipment_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"ship_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"date" date NOT NULL,
	"vehicle" text DEFAULT '' NOT NULL,
	"driver" text DEFAULT '' NOT NULL,
	"driver_phone" text DEFAULT '' NOT NULL,
	"temp_c" numeric(5, 1),
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_no_uq" UNIQUE("fid","ship_no")
);
--> statement-breakpoint
CREATE TABLE "trace_codes" (
	"tid" text PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"item_id" integer NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	"last_scan_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trace_codes_item_uq" UNIQUE("item_id")
);
--> statement-breakpoint
CREATE TABLE "trace_scan_days" (
	"tid" text NOT NULL,
	"fid" integer NOT NULL,
	"day" date NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trace_scan_days_tid_day_pk" PRIMARY KEY("tid","day")
);
--> statement-breakpoint
ALTER TABLE "finished_adjusts" ADD CONSTRAINT "finished_adjusts_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finished_adjusts" ADD CONSTRAINT "finished_adjusts_lot_id_finished_lots_lot_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."finished_lots"("lot_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finished_adjusts" ADD CONSTRAINT "finished_adjusts_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finished_lots" ADD CONSTRAINT "finished_lots_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finished_lots" ADD CONSTRAINT "finished_lots_batch_id_plant_batches_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."plant_batches"("batch_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finished_lots" ADD CONSTRAINT "finished_lots_spec_id_plant_specs_spec_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."plant_specs"("spec_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finished_lots" ADD CONSTRAINT "finished_lots_area_id_areas_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("area_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finished_lots" ADD CONSTRAINT "finished_lots_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_shipment_id_shipments_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("shipment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_line_id_sales_order_lines_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."sales_order_lines"("line_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_items" ADD CONSTRAINT "shipment_items_lot_id_finished_lots_lot_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."finished_lots"("lot_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_sales_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_item_id_shipment_items_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."shipment_items"("item_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_scan_days" ADD CONSTRAINT "trace_scan_days_tid_trace_codes_tid_fk" FOREIGN KEY ("tid") REFERENCES "public"."trace_codes"("tid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finished_adjusts_lot_idx" ON "finished_adjusts" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "finished_lots_batch_idx" ON "finished_lots" USING btree ("batch_id","grade");--> statement-breakpoint
CREATE INDEX "finished_lots_stock_idx" ON "finished_lots" USING btree ("fid","spec_id","grade","expires_on") WHERE "finished_lots"."left_g" > 0;--> statement-breakpoint
CREATE INDEX "finished_lots_entered_idx" ON "finished_lots" USING btree ("fid","entered_on");--> statement-breakpoint
CREATE INDEX "shipment_items_shipment_idx" ON "shipment_items" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_items_lot_idx" ON "shipment_items" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "shipment_items_line_idx" ON "shipment_items" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "shipments_fid_date_idx" ON "shipments" USING btree ("fid","date");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "trace_codes_fid_idx" ON "trace_codes" USING btree ("fid","created_at");--> statement-breakpoint
CREATE INDEX "trace_scan_days_fid_idx" ON "trace_scan_days" USING btree ("fid","day");