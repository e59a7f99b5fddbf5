ALTER TABLE "events" ADD COLUMN "catalogue_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change to what pricing reads of an event moves its catalogue_version (see the column's comment in events.table.ts).
CREATE FUNCTION utsav_catalogue_version_next() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.catalogue_version := OLD.catalogue_version + 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER events_catalogue_version BEFORE UPDATE ON "events" FOR EACH ROW EXECUTE FUNCTION utsav_catalogue_version_next();--> statement-breakpoint
-- a showtime or ticket type (its event_id), a venue (its events) or a vendor (its events) changed
CREATE FUNCTION utsav_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'venues' THEN
    UPDATE "events" SET catalogue_version = catalogue_version + 1 WHERE venue_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'vendors' THEN
    UPDATE "events" SET catalogue_version = catalogue_version + 1 WHERE owner_vendor_id = NEW.id;
  ELSE
    UPDATE "events" SET catalogue_version = catalogue_version + 1
      WHERE id IN (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.event_id END, CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.event_id END);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ticket_types_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON "ticket_types" FOR EACH ROW EXECUTE FUNCTION utsav_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER event_sessions_catalogue_version AFTER INSERT OR DELETE ON "event_sessions" FOR EACH ROW EXECUTE FUNCTION utsav_catalogue_changed();--> statement-breakpoint
-- every hold and release moves a showtime's seats_held: those updates leave the version alone
CREATE TRIGGER event_sessions_catalogue_version_update AFTER UPDATE ON "event_sessions" FOR EACH ROW
  WHEN (to_jsonb(OLD) - 'seats_held' - 'updated_at' IS DISTINCT FROM to_jsonb(NEW) - 'seats_held' - 'updated_at')
  EXECUTE FUNCTION utsav_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER venues_catalogue_version AFTER UPDATE ON "venues" FOR EACH ROW EXECUTE FUNCTION utsav_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER vendors_catalogue_version AFTER UPDATE ON "vendors" FOR EACH ROW
  WHEN (OLD.gstin IS DISTINCT FROM NEW.gstin OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION utsav_catalogue_changed();
