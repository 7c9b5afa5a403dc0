CREATE TABLE "revoked_tracking_tokens" (
	"token" varchar(64) PRIMARY KEY NOT NULL,
	"order_vehicle_id" integer NOT NULL,
	"revoked_by" varchar(50) NOT NULL,
	"revoked_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_vehicles" ALTER COLUMN "tracking_token" SET DEFAULT translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_');--> statement-breakpoint
-- Backfill: every row there before gets a token of its own (the default is volatile: drawn once per row).
UPDATE "order_vehicles" SET "tracking_token" = DEFAULT WHERE "tracking_token" IS NULL;--> statement-breakpoint
ALTER TABLE "order_vehicles" ALTER COLUMN "tracking_token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "revoked_tracking_tokens" ADD CONSTRAINT "revoked_tracking_tokens_order_vehicle_id_order_vehicles_id_fk" FOREIGN KEY ("order_vehicle_id") REFERENCES "public"."order_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revoked_tracking_tokens_vehicle_idx" ON "revoked_tracking_tokens" USING btree ("order_vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_vehicles_tracking_token_unique" ON "order_vehicles" USING btree ("tracking_token");