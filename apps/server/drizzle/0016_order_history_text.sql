ALTER TABLE "order_histories" ADD COLUMN "text_code" varchar(60);--> statement-breakpoint
ALTER TABLE "order_histories" ADD COLUMN "text_params" jsonb;