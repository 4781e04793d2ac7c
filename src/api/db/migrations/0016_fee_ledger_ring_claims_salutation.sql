-- Payments become a ledger: one row per booking (a part payment, a refund below 0) instead of one
-- "paid" mark per breeder and event. A mark from before holds the amount that was due when it was
-- made and stays as one booking of it, with its day and method; a mark of 0 € booked no money and
-- goes. Also ring claims (a ring held by another breeder) and the accounts' salutation.
CREATE TABLE "ring_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ring_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"claimant_id" integer NOT NULL,
	"pigeon_id" integer,
	"holder_id" integer,
	"association" text NOT NULL,
	"ring_year" integer NOT NULL,
	"serial" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "ring_claims_status_check" CHECK ("ring_claims"."status" in ('OPEN', 'TRANSFERRED', 'REJECTED')),
	CONSTRAINT "ring_claims_resolved_check" CHECK (("ring_claims"."status" = 'OPEN') = ("ring_claims"."resolved_at" is null)),
	CONSTRAINT "ring_claims_reason_check" CHECK ("ring_claims"."status" <> 'REJECTED' or "ring_claims"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "fee_payments" RENAME COLUMN "paid_cents" TO "amount_cents";--> statement-breakpoint
ALTER TABLE "fee_payments" DROP CONSTRAINT "fee_payments_paid_check";--> statement-breakpoint
ALTER TABLE "fee_payments" DROP CONSTRAINT "fee_payments_event_id_breeder_id_pk";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "salutation" text;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD COLUMN "id" integer PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "fee_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "fee_payments" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "ring_claims" ADD CONSTRAINT "ring_claims_claimant_id_clients_id_fk" FOREIGN KEY ("claimant_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_claims" ADD CONSTRAINT "ring_claims_pigeon_id_pigeons_id_fk" FOREIGN KEY ("pigeon_id") REFERENCES "public"."pigeons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_claims" ADD CONSTRAINT "ring_claims_holder_id_clients_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_claims" ADD CONSTRAINT "ring_claims_resolved_by_clients_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ring_claims_open_idx" ON "ring_claims" USING btree ("claimant_id","association","ring_year","serial") WHERE "ring_claims"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "ring_claims_status_idx" ON "ring_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ring_claims_pigeon_idx" ON "ring_claims" USING btree ("pigeon_id");--> statement-breakpoint
CREATE INDEX "fee_payments_event_breeder_idx" ON "fee_payments" USING btree ("event_id","breeder_id");--> statement-breakpoint
CREATE INDEX "fee_payments_breeder_idx" ON "fee_payments" USING btree ("breeder_id");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_salutation_check" CHECK ("clients"."salutation" is null or "clients"."salutation" in ('FRAU', 'HERR'));--> statement-breakpoint
DELETE FROM "fee_payments" WHERE "amount_cents" = 0;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_amount_check" CHECK ("fee_payments"."amount_cents" <> 0);