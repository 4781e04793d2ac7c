DROP INDEX "judging_ops_cage_latest_idx";--> statement-breakpoint
ALTER TABLE "judging_ops" ADD COLUMN "order_time" timestamp with time zone;--> statement-breakpoint
UPDATE "judging_ops" SET "order_time" = least("client_time", "received_at" + interval '2 minutes');--> statement-breakpoint
ALTER TABLE "judging_ops" ALTER COLUMN "order_time" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "judging_ops_cage_latest_idx" ON "judging_ops" USING btree ("cage_id","order_time" DESC NULLS LAST,"client_time" DESC NULLS LAST,"op_id" DESC NULLS LAST) WHERE "judging_ops"."effective";
