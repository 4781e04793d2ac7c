CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text DEFAULT 'BREEDER' NOT NULL,
	"phone_number" text,
	"website" text,
	"email_public" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"language" text DEFAULT 'de' NOT NULL,
	"verified_at" timestamp with time zone,
	"verification_code_hash" text,
	"session_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_role_check" CHECK ("clients"."role" in ('BREEDER', 'JUDGE', 'ADMIN', 'SUPERADMIN'))
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_idx" ON "clients" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_verification_code_idx" ON "clients" USING btree ("verification_code_hash");--> statement-breakpoint
CREATE INDEX "password_resets_client_idx" ON "password_resets" USING btree ("client_id");