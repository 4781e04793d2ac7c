CREATE TABLE "results_mails" (
	"event_id" integer NOT NULL,
	"breeder_id" integer NOT NULL,
	"kind" text DEFAULT 'RESULTS' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claim_token" uuid,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"sent_digest" text,
	"last_error" text,
	CONSTRAINT "results_mails_event_id_breeder_id_pk" PRIMARY KEY("event_id","breeder_id"),
	CONSTRAINT "results_mails_kind_check" CHECK ("results_mails"."kind" in ('RESULTS', 'UPDATED'))
);
--> statement-breakpoint
ALTER TABLE "results_mails" ADD CONSTRAINT "results_mails_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results_mails" ADD CONSTRAINT "results_mails_breeder_id_clients_id_fk" FOREIGN KEY ("breeder_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "results_mails_due_idx" ON "results_mails" USING btree ("due_at") WHERE "results_mails"."sent_at" is null;