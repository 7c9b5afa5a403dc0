ALTER TABLE "tariff_rate_extras" ADD COLUMN "extra_desc_chi" varchar(100);--> statement-breakpoint
ALTER TABLE "tariff_sp_rate_extras" ADD COLUMN "extra_desc_chi" varchar(100);