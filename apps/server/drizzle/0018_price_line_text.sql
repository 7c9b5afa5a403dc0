ALTER TABLE "order_fare_lines" ADD COLUMN "text_code" varchar(60);--> statement-breakpoint
ALTER TABLE "order_fare_lines" ADD COLUMN "text_params" jsonb;--> statement-breakpoint
ALTER TABLE "order_fare_lines" ADD COLUMN "rule_code" varchar(60);--> statement-breakpoint
ALTER TABLE "order_fare_lines" ADD COLUMN "rule_params" jsonb;