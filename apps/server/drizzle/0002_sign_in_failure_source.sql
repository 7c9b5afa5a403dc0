ALTER TABLE "sign_in_failures" ADD COLUMN "source" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_failures_failed_idx" ON "sign_in_failures" USING btree ("failed_dt");