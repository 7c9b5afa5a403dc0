CREATE TABLE "portal_idempotency_keys" (
	"client_user_id" integer NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"order_id" integer NOT NULL,
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_idempotency_keys_client_user_id_idempotency_key_pk" PRIMARY KEY("client_user_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "portal_order_passengers" (
	"order_vehicle_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"order_id" integer NOT NULL,
	"client_passenger_id" integer,
	"name" varchar(100) NOT NULL,
	"mobile" varchar(30),
	"email" varchar(100),
	"language" varchar(5) DEFAULT 'en' NOT NULL,
	"notify" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "portal_order_passengers_order_vehicle_id_seq_pk" PRIMARY KEY("order_vehicle_id","seq")
);
--> statement-breakpoint
CREATE TABLE "portal_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"client_user_id" integer NOT NULL,
	"rejected" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(500),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_idempotency_keys" ADD CONSTRAINT "portal_idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_order_passengers" ADD CONSTRAINT "portal_order_passengers_order_vehicle_id_order_vehicles_id_fk" FOREIGN KEY ("order_vehicle_id") REFERENCES "public"."order_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_order_passengers" ADD CONSTRAINT "portal_order_passengers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_orders" ADD CONSTRAINT "portal_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_orders" ADD CONSTRAINT "portal_orders_client_user_id_client_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."client_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_order_passengers_order_idx" ON "portal_order_passengers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "portal_orders_user_idx" ON "portal_orders" USING btree ("client_user_id");