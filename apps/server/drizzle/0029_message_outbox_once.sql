-- A repeat queued by two racing changes before this index is kept, made distinct by its topic (nothing of the log is lost).
UPDATE "message_outbox" m SET "topic" = left(coalesce(m."topic", '') || '#' || m."id", 100)
WHERE m."order_vehicle_id" is not null AND EXISTS (
  SELECT 1 FROM "message_outbox" o
  WHERE o."order_vehicle_id" = m."order_vehicle_id" AND o."kind" = m."kind" AND o."channel" = m."channel"
    AND lower(o."recipient") = lower(m."recipient") AND coalesce(o."topic", '') = coalesce(m."topic", '') AND o."id" < m."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "message_outbox_once_idx" ON "message_outbox" USING btree ("order_vehicle_id","kind","channel",lower("recipient"),coalesce("topic", '')) WHERE "message_outbox"."order_vehicle_id" is not null;
