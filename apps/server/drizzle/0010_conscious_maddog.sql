CREATE TABLE "customers" (
	"cust_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_name_uq" UNIQUE("fid","name")
);
--> statement-breakpoint
CREATE TABLE "sales_order_lines" (
	"line_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"fid" integer NOT NULL,
	"seq" integer NOT NULL,
	"spec_id" integer NOT NULL,
	"grade" text NOT NULL,
	"qty_kg" numeric(14, 3) NOT NULL,
	"packing" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "sales_order_lines_seq_uq" UNIQUE("order_id","seq"),
	CONSTRAINT "sales_order_lines_qty_ck" CHECK ("sales_order_lines"."qty_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "sales_orders" (
	"order_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"order_no" text NOT NULL,
	"cust_id" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_orders_no_uq" UNIQUE("fid","order_no")
);
--> statement-breakpoint
CREATE TABLE "sales_plan_batches" (
	"plan_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"order_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"spec_id" integer NOT NULL,
	"spec_ver" integer NOT NULL,
	"sow_date" date NOT NULL,
	"pick_date" date NOT NULL,
	"dishes" integer NOT NULL,
	"plants" integer NOT NULL,
	"expected_kg" numeric(14, 3) NOT NULL,
	"places" jsonb NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"batch_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_plan_batches_counts_ck" CHECK ("sales_plan_batches"."dishes" > 0 and "sales_plan_batches"."plants" > 0)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_order_id_sales_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_spec_id_plant_specs_spec_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."plant_specs"("spec_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_cust_id_customers_cust_id_fk" FOREIGN KEY ("cust_id") REFERENCES "public"."customers"("cust_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_plan_batches" ADD CONSTRAINT "sales_plan_batches_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_plan_batches" ADD CONSTRAINT "sales_plan_batches_order_id_sales_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_plan_batches" ADD CONSTRAINT "sales_plan_batches_line_id_sales_order_lines_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."sales_order_lines"("line_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_plan_batches" ADD CONSTRAINT "sales_plan_batches_spec_id_plant_specs_spec_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."plant_specs"("spec_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_plan_batches" ADD CONSTRAINT "sales_plan_batches_batch_id_plant_batches_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."plant_batches"("batch_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_kind_idx" ON "customers" USING btree ("fid","kind");--> statement-breakpoint
CREATE INDEX "sales_order_lines_spec_idx" ON "sales_order_lines" USING btree ("fid","spec_id");--> statement-breakpoint
CREATE INDEX "sales_orders_list_idx" ON "sales_orders" USING btree ("fid","status","delivery_date");--> statement-breakpoint
CREATE INDEX "sales_orders_cust_idx" ON "sales_orders" USING btree ("cust_id","delivery_date");--> statement-breakpoint
CREATE INDEX "sales_plan_batches_due_idx" ON "sales_plan_batches" USING btree ("fid","status","sow_date");--> statement-breakpoint
CREATE INDEX "sales_plan_batches_order_idx" ON "sales_plan_batches" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_plan_batches_batch_idx" ON "sales_plan_batches" USING btree ("batch_id") WHERE "sales_plan_batches"."batch_id" is not null;