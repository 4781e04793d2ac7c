CREATE TABLE "fee_payments" (
	"event_id" integer NOT NULL,
	"breeder_id" integer NOT NULL,
	"paid_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_payments_event_id_breeder_id_pk" PRIMARY KEY("event_id","breeder_id"),
	CONSTRAINT "fee_payments_method_check" CHECK ("fee_payments"."method" in ('CASH', 'TRANSFER')),
	CONSTRAINT "fee_payments_paid_check" CHECK ("fee_payments"."paid_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "pigeon_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "breeder_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_breeder_id_clients_id_fk" FOREIGN KEY ("breeder_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_recorded_by_clients_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_fees_check" CHECK ("events"."pigeon_fee_cents" between 0 and 100000 and "events"."breeder_fee_cents" between 0 and 100000);