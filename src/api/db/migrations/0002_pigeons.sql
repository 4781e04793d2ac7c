CREATE TABLE "classification_rules" (
	"level" text NOT NULL,
	"sex" text NOT NULL,
	"min_km" double precision NOT NULL,
	"min_prizes" integer NOT NULL,
	"min_last_year_km" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classification_rules_level_sex_pk" PRIMARY KEY("level","sex"),
	CONSTRAINT "classification_rules_level_check" CHECK ("classification_rules"."level" in ('ELITE', 'KLASSE1', 'KLASSE2', 'KLASSE3', 'JAEHRIGE', 'JUNGTAUBE')),
	CONSTRAINT "classification_rules_sex_check" CHECK ("classification_rules"."sex" in ('M', 'F')),
	CONSTRAINT "classification_rules_positive_check" CHECK ("classification_rules"."min_km" > 0 and "classification_rules"."min_prizes" > 0),
	CONSTRAINT "classification_rules_last_year_check" CHECK ("classification_rules"."min_last_year_km" is null or "classification_rules"."min_last_year_km" > 0)
);
--> statement-breakpoint
CREATE TABLE "pigeon_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pigeon_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pigeon_id" integer NOT NULL,
	"date" date NOT NULL,
	"release_location" text NOT NULL,
	"distance_km" double precision NOT NULL,
	"ranking" integer NOT NULL,
	"participants" integer NOT NULL,
	"average_distance_km" double precision,
	"year" integer NOT NULL,
	CONSTRAINT "pigeon_prices_distance_check" CHECK ("pigeon_prices"."distance_km" > 0),
	CONSTRAINT "pigeon_prices_ranking_check" CHECK ("pigeon_prices"."ranking" > 0 and "pigeon_prices"."ranking" <= "pigeon_prices"."participants"),
	CONSTRAINT "pigeon_prices_participants_check" CHECK ("pigeon_prices"."participants" > 0),
	CONSTRAINT "pigeon_prices_average_check" CHECK ("pigeon_prices"."average_distance_km" is null or "pigeon_prices"."average_distance_km" > 0)
);
--> statement-breakpoint
CREATE TABLE "pigeons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pigeons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"association" text NOT NULL,
	"ring_year" integer NOT NULL,
	"serial" integer NOT NULL,
	"sex" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pigeons_sex_check" CHECK ("pigeons"."sex" in ('M', 'F')),
	CONSTRAINT "pigeons_serial_check" CHECK ("pigeons"."serial" > 0)
);
--> statement-breakpoint
ALTER TABLE "pigeon_prices" ADD CONSTRAINT "pigeon_prices_pigeon_id_pigeons_id_fk" FOREIGN KEY ("pigeon_id") REFERENCES "public"."pigeons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pigeons" ADD CONSTRAINT "pigeons_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pigeon_prices_flight_idx" ON "pigeon_prices" USING btree ("pigeon_id","date","release_location");--> statement-breakpoint
CREATE UNIQUE INDEX "pigeons_ring_idx" ON "pigeons" USING btree ("association","ring_year","serial");--> statement-breakpoint
CREATE INDEX "pigeons_client_idx" ON "pigeons" USING btree ("client_id");--> statement-breakpoint
-- SPEC §9 class thresholds; src/shared/classification.ts DEFAULT_CLASS_RULES holds the same values.
INSERT INTO "classification_rules" ("level", "sex", "min_km", "min_prizes", "min_last_year_km") VALUES
	('ELITE', 'M', 15000, 30, 1000),
	('ELITE', 'F', 12000, 25, 500),
	('KLASSE1', 'M', 3500, 10, NULL),
	('KLASSE1', 'F', 3000, 8, NULL),
	('KLASSE2', 'M', 2500, 6, NULL),
	('KLASSE2', 'F', 2000, 6, NULL),
	('KLASSE3', 'M', 1500, 6, NULL),
	('KLASSE3', 'F', 1000, 4, NULL),
	('JAEHRIGE', 'M', 1000, 4, NULL),
	('JAEHRIGE', 'F', 1000, 4, NULL),
	('JUNGTAUBE', 'M', 400, 2, NULL),
	('JUNGTAUBE', 'F', 400, 2, NULL)
ON CONFLICT DO NOTHING;
