CREATE TABLE "judging_ops" (
	"op_id" uuid PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"cage_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	"kind" text NOT NULL,
	"general_impression" double precision,
	"bone_structure" double precision,
	"back" double precision,
	"musculature" double precision,
	"wings" double precision,
	"total" double precision,
	"skip_reason" text,
	"note" text,
	"client_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"effective" boolean NOT NULL,
	"late_status" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "judging_ops_kind_check" CHECK ("judging_ops"."kind" in ('RATE', 'SKIP')),
	CONSTRAINT "judging_ops_payload_check" CHECK (("judging_ops"."kind" = 'RATE' and "judging_ops"."total" is not null and "judging_ops"."skip_reason" is null) or ("judging_ops"."kind" = 'SKIP' and "judging_ops"."total" is null and "judging_ops"."skip_reason" in ('ABSENT', 'SICK', 'OTHER'))),
	CONSTRAINT "judging_ops_late_check" CHECK ("judging_ops"."late_status" is null or "judging_ops"."late_status" in ('PENDING', 'ACCEPTED', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "judging_ops" ADD CONSTRAINT "judging_ops_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_ops" ADD CONSTRAINT "judging_ops_cage_id_cages_id_fk" FOREIGN KEY ("cage_id") REFERENCES "public"."cages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_ops" ADD CONSTRAINT "judging_ops_judge_id_clients_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_ops" ADD CONSTRAINT "judging_ops_resolved_by_clients_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "judging_ops_cage_latest_idx" ON "judging_ops" USING btree ("cage_id","client_time" DESC NULLS LAST,"op_id" DESC NULLS LAST) WHERE "judging_ops"."effective";--> statement-breakpoint
CREATE INDEX "judging_ops_event_idx" ON "judging_ops" USING btree ("event_id");