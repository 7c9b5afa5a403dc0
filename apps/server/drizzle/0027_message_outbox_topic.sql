ALTER TABLE "message_outbox" ADD COLUMN "topic" varchar(100);--> statement-breakpoint
CREATE INDEX "message_outbox_order_vehicle_idx" ON "message_outbox" USING btree ("order_vehicle_id","kind");