ALTER TABLE "invoice_dtls" ALTER COLUMN "description" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "language" varchar(5) DEFAULT 'en' NOT NULL;