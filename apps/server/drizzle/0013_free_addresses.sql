-- Issue 30 part 3: a pick-up, drop-off or stop is a location or a free address with its pricing zone (a location contractLabel).
ALTER TABLE "order_vehicle_stops" ALTER COLUMN "location_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_vehicles" ALTER COLUMN "pickup_location_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_vehicle_stops" ADD COLUMN "address" varchar(200);--> statement-breakpoint
ALTER TABLE "order_vehicle_stops" ADD COLUMN "zone" varchar(50);--> statement-breakpoint
ALTER TABLE "order_vehicles" ADD COLUMN "pickup_address" varchar(200);--> statement-breakpoint
ALTER TABLE "order_vehicles" ADD COLUMN "pickup_zone" varchar(50);--> statement-breakpoint
ALTER TABLE "order_vehicles" ADD COLUMN "dropoff_address" varchar(200);--> statement-breakpoint
ALTER TABLE "order_vehicles" ADD COLUMN "dropoff_zone" varchar(50);--> statement-breakpoint
ALTER TABLE "order_vehicle_stops" ADD CONSTRAINT "order_vehicle_stops_place" CHECK ("order_vehicle_stops"."location_id" is not null or "order_vehicle_stops"."address" is not null);--> statement-breakpoint
ALTER TABLE "order_vehicles" ADD CONSTRAINT "order_vehicles_pickup_place" CHECK ("order_vehicles"."pickup_location_id" is not null or "order_vehicles"."pickup_address" is not null);