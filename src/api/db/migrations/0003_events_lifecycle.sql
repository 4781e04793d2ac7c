CREATE TABLE "cages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"cage_number" integer NOT NULL,
	"manually_set" boolean DEFAULT false NOT NULL,
	CONSTRAINT "cages_number_check" CHECK ("cages"."cage_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "judge_assignments" (
	"event_id" integer NOT NULL,
	"class_code" text NOT NULL,
	"judge_id" integer NOT NULL,
	CONSTRAINT "judge_assignments_event_id_class_code_judge_id_pk" PRIMARY KEY("event_id","class_code","judge_id"),
	CONSTRAINT "judge_assignments_class_check" CHECK ("judge_assignments"."class_code" in ('ELITE_M', 'ELITE_F', 'KLASSE1_M', 'KLASSE1_F', 'KLASSE2_M', 'KLASSE2_F', 'KLASSE3_M', 'KLASSE3_F', 'JAEHRIGE_M', 'JAEHRIGE_F', 'JUNGTAUBE_M', 'JUNGTAUBE_F', 'REST'))
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"pigeon_id" integer NOT NULL,
	"class_code" text NOT NULL,
	"season" integer NOT NULL,
	"prize_km" double precision NOT NULL,
	"prizes" integer NOT NULL,
	"last_year_km" double precision NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_class_check" CHECK ("registrations"."class_code" in ('ELITE_M', 'ELITE_F', 'KLASSE1_M', 'KLASSE1_F', 'KLASSE2_M', 'KLASSE2_F', 'KLASSE3_M', 'KLASSE3_F', 'JAEHRIGE_M', 'JAEHRIGE_F', 'JUNGTAUBE_M', 'JUNGTAUBE_F', 'REST'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "creator_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rating_scheme" jsonb DEFAULT '{"generalImpression":{"min":8,"max":9,"step":0.25},"boneStructure":{"min":8,"max":9,"step":0.25},"back":{"min":17,"max":19,"step":0.25},"musculature":{"min":27,"max":29,"step":0.25},"wings":{"min":27,"max":29,"step":0.25}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cages" ADD CONSTRAINT "cages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cages" ADD CONSTRAINT "cages_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_assignments" ADD CONSTRAINT "judge_assignments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_assignments" ADD CONSTRAINT "judge_assignments_judge_id_clients_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_pigeon_id_pigeons_id_fk" FOREIGN KEY ("pigeon_id") REFERENCES "public"."pigeons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cages_event_number_idx" ON "cages" USING btree ("event_id","cage_number");--> statement-breakpoint
CREATE UNIQUE INDEX "cages_registration_idx" ON "cages" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "judge_assignments_judge_idx" ON "judge_assignments" USING btree ("judge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_event_pigeon_idx" ON "registrations" USING btree ("event_id","pigeon_id");--> statement-breakpoint
CREATE INDEX "registrations_pigeon_idx" ON "registrations" USING btree ("pigeon_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_creator_id_clients_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;