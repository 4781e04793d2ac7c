ALTER TABLE "clients" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "pending_email_token_hash" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "pending_email_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_pending_email_token_idx" ON "clients" USING btree ("pending_email_token_hash");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_pending_email_check" CHECK (("clients"."pending_email" is null) = ("clients"."pending_email_token_hash" is null) and ("clients"."pending_email" is null) = ("clients"."pending_email_expires_at" is null));