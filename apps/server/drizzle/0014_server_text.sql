ALTER TABLE "invoice_dtls" ADD COLUMN "text_code" varchar(60);--> statement-breakpoint
ALTER TABLE "invoice_dtls" ADD COLUMN "text_params" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "language" varchar(5) DEFAULT 'en' NOT NULL;