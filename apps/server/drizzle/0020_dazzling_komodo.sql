CREATE TABLE "member_invites" (
	"invite_id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"uni_no" text NOT NULL,
	"role_id" integer NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_invites_fid_uni_no_uq" UNIQUE("fid","uni_no")
);
--> statement-breakpoint
ALTER TABLE "member_invites" ADD CONSTRAINT "member_invites_fid_facilities_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."facilities"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_invites" ADD CONSTRAINT "member_invites_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_invites" ADD CONSTRAINT "member_invites_invited_by_users_uid_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_invites_uni_no_idx" ON "member_invites" USING btree ("uni_no");