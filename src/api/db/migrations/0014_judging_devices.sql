CREATE TABLE "judging_devices" (
	"event_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"name" text NOT NULL,
	"app_version" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"pending_count" integer NOT NULL,
	"oldest_pending_at" timestamp with time zone,
	"ready_for_offline" boolean NOT NULL,
	"storage_persisted" boolean,
	"battery_level" double precision,
	"charging" boolean,
	CONSTRAINT "judging_devices_event_id_judge_id_device_id_pk" PRIMARY KEY("event_id","judge_id","device_id"),
	CONSTRAINT "judging_devices_pending_check" CHECK ("judging_devices"."pending_count" >= 0),
	CONSTRAINT "judging_devices_battery_check" CHECK ("judging_devices"."battery_level" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "judging_devices" ADD CONSTRAINT "judging_devices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judging_devices" ADD CONSTRAINT "judging_devices_judge_id_clients_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "judging_devices_judge_idx" ON "judging_devices" USING btree ("judge_id");