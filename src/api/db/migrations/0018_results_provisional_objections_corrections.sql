-- Provisional, then final results (docs/domain.md): an objection period per event, when and by whom
-- the results were finalised, breeders' objections, and the office's corrections of a judgement
-- (a judging op with its reason).
CREATE TABLE "objections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "objections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"cage_id" integer NOT NULL,
	"breeder_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "objections_status_check" CHECK ("objections"."status" in ('OPEN', 'UPHELD', 'REJECTED')),
	CONSTRAINT "objections_answer_check" CHECK (("objections"."status" = 'OPEN') = ("objections"."answer" is null))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "objection_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "results_final_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "results_final_by" integer;--> statement-breakpoint
ALTER TABLE "judging_ops" ADD COLUMN "correction_reason" text;--> statement-breakpoint
ALTER TABLE "objections" ADD CONSTRAINT "objections_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objections" ADD CONSTRAINT "objections_cage_id_cages_id_fk" FOREIGN KEY ("cage_id") REFERENCES "public"."cages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objections" ADD CONSTRAINT "objections_breeder_id_clients_id_fk" FOREIGN KEY ("breeder_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objections" ADD CONSTRAINT "objections_answered_by_clients_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "objections_event_idx" ON "objections" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_results_final_by_clients_id_fk" FOREIGN KEY ("results_final_by") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_objection_days_check" CHECK ("events"."objection_days" between 0 and 60);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_results_final_check" CHECK ("events"."results_final_at" is null or "events"."status" = 'ENDED');--> statement-breakpoint
-- Shows ended before this published their results as final: they stay final.
UPDATE "events" SET "results_final_at" = coalesce("ended_at", "event_start") WHERE "status" = 'ENDED';
