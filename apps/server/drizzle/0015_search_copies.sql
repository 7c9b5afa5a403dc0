-- Stored searchable copies of the searched columns of clients and locations (db/schema/search.ts, searchCopy):
-- the list search compares plain text instead of normalising every row; the trigram indexes move onto them.
DROP INDEX "clients_search_idx";--> statement-breakpoint
DROP INDEX "locations_search_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "client_code_search" text GENERATED ALWAYS AS (lower(normalize("client_code", NFKC))) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "client_short_name_search" text GENERATED ALWAYS AS (lower(normalize("client_short_name", NFKC))) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "client_name_eng_search" text GENERATED ALWAYS AS (lower(normalize("client_name_eng", NFKC))) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "client_name_chi_search" text GENERATED ALWAYS AS (lower(normalize("client_name_chi", NFKC))) STORED;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "location_code_search" text GENERATED ALWAYS AS (lower(normalize("location_code", NFKC))) STORED;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "location_desc_eng_search" text GENERATED ALWAYS AS (lower(normalize("location_desc_eng", NFKC))) STORED;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "location_desc_chi_search" text GENERATED ALWAYS AS (lower(normalize("location_desc_chi", NFKC))) STORED;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "address_search" text GENERATED ALWAYS AS (lower(normalize("address", NFKC))) STORED;--> statement-breakpoint
CREATE INDEX "clients_search_idx" ON "clients" USING gin ("client_code_search" gin_trgm_ops,"client_short_name_search" gin_trgm_ops,"client_name_eng_search" gin_trgm_ops,"client_name_chi_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_search_idx" ON "locations" USING gin ("location_code_search" gin_trgm_ops,"location_desc_eng_search" gin_trgm_ops,"location_desc_chi_search" gin_trgm_ops,"address_search" gin_trgm_ops);