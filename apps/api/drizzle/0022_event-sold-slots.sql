-- Tickets sold per event were one counter on the event's row, which every sale of a hot event updated and
-- kept locked until its commit: the sellers of one event queued for it (an event-wide lock). Sales now add
-- to one of up to 16 rows per event, chosen by their connection (db/schema/events.ts, eventSoldSlots); an
-- event's count is events.sold plus its slots.
CREATE TABLE "event_sold_slots" (
	"event_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_sold_slots_event_id_slot_pk" PRIMARY KEY("event_id","slot")
);
--> statement-breakpoint
ALTER TABLE "event_sold_slots" ADD CONSTRAINT "event_sold_slots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
