CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"event_type" text NOT NULL,
	"description" text,
	"registration_deadline" timestamp with time zone NOT NULL,
	"event_start" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"zip_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('DRAFT', 'OPEN', 'CLOSED', 'STARTED', 'ENDED')),
	CONSTRAINT "events_start_after_deadline_check" CHECK ("events"."event_start" >= "events"."registration_deadline")
);
--> statement-breakpoint
CREATE INDEX "events_event_start_idx" ON "events" USING btree ("event_start");