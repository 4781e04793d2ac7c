-- When a show was ended: past shows are listed by it rather than by their planned start. Shows
-- ended before this keep null, and the lists read their planned start for them.
ALTER TABLE "events" ADD COLUMN "ended_at" timestamp with time zone;
