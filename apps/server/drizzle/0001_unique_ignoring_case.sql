ALTER TABLE "client_groups" DROP CONSTRAINT "client_groups_clientGroupCode_unique";--> statement-breakpoint
ALTER TABLE "client_type_groups" DROP CONSTRAINT "client_type_groups_clientTypeGroupCode_unique";--> statement-breakpoint
ALTER TABLE "client_types" DROP CONSTRAINT "client_types_clientTypeCode_unique";--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_clientCode_unique";--> statement-breakpoint
ALTER TABLE "invoice_headers" DROP CONSTRAINT "invoice_headers_invoiceHeaderCode_unique";--> statement-breakpoint
ALTER TABLE "vouchers" DROP CONSTRAINT "vouchers_voucherNo_unique";--> statement-breakpoint
ALTER TABLE "api_vehicle_types" DROP CONSTRAINT "api_vehicle_types_apiVehicleTypeCode_unique";--> statement-breakpoint
ALTER TABLE "driver_auths" DROP CONSTRAINT "driver_auths_loginName_unique";--> statement-breakpoint
ALTER TABLE "petrol_stations" DROP CONSTRAINT "petrol_stations_petrolStationCode_unique";--> statement-breakpoint
ALTER TABLE "vehicle_types" DROP CONSTRAINT "vehicle_types_vehicleType_unique";--> statement-breakpoint
ALTER TABLE "vehicles" DROP CONSTRAINT "vehicles_licensePlateNo_unique";--> statement-breakpoint
ALTER TABLE "cities" DROP CONSTRAINT "cities_cityCode_unique";--> statement-breakpoint
ALTER TABLE "countries" DROP CONSTRAINT "countries_countryCode_unique";--> statement-breakpoint
ALTER TABLE "license_types" DROP CONSTRAINT "license_types_licenseTypeCode_unique";--> statement-breakpoint
ALTER TABLE "locations" DROP CONSTRAINT "locations_locationCode_unique";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_orderEventCode_unique";--> statement-breakpoint
ALTER TABLE "remarks" DROP CONSTRAINT "remarks_remarkCode_unique";--> statement-breakpoint
ALTER TABLE "salesman_types" DROP CONSTRAINT "salesman_types_salesmanTypeCode_unique";--> statement-breakpoint
ALTER TABLE "branches" DROP CONSTRAINT "branches_branchCode_unique";--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_companyCode_unique";--> statement-breakpoint
ALTER TABLE "banks" DROP CONSTRAINT "banks_bankCode_unique";--> statement-breakpoint
ALTER TABLE "card_types" DROP CONSTRAINT "card_types_cardTypeCode_unique";--> statement-breakpoint
ALTER TABLE "payment_methods" DROP CONSTRAINT "payment_methods_paymentMethodCode_unique";--> statement-breakpoint
ALTER TABLE "modules" DROP CONSTRAINT "modules_moduleCode_unique";--> statement-breakpoint
ALTER TABLE "staffs" DROP CONSTRAINT "staffs_staffCode_unique";--> statement-breakpoint
ALTER TABLE "user_groups" DROP CONSTRAINT "user_groups_userGroup_unique";--> statement-breakpoint
ALTER TABLE "cancel_reasons" DROP CONSTRAINT "cancel_reasons_cancelReasonCode_unique";--> statement-breakpoint
ALTER TABLE "fleets" DROP CONSTRAINT "fleets_fleetCode_unique";--> statement-breakpoint
ALTER TABLE "staff_shiftings" DROP CONSTRAINT "staff_shiftings_staffShiftingCode_unique";--> statement-breakpoint
ALTER TABLE "sys_parameters" DROP CONSTRAINT "sys_parameters_parmKey_unique";--> statement-breakpoint
ALTER TABLE "titles" DROP CONSTRAINT "titles_titleCode_unique";--> statement-breakpoint
DROP INDEX "drivers_branch_no_unique";--> statement-breakpoint
DROP INDEX "departments_branch_code_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "client_groups_client_group_code_lower_unique" ON "client_groups" USING btree (lower("client_group_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "client_type_groups_client_type_group_code_lower_unique" ON "client_type_groups" USING btree (lower("client_type_group_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "client_types_client_type_code_lower_unique" ON "client_types" USING btree (lower("client_type_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "clients_client_code_lower_unique" ON "clients" USING btree (lower("client_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_headers_invoice_header_code_lower_unique" ON "invoice_headers" USING btree (lower("invoice_header_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_voucher_no_lower_unique" ON "vouchers" USING btree (lower("voucher_no"));--> statement-breakpoint
CREATE UNIQUE INDEX "api_vehicle_types_api_vehicle_type_code_lower_unique" ON "api_vehicle_types" USING btree (lower("api_vehicle_type_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "driver_auths_login_name_lower_unique" ON "driver_auths" USING btree (lower("login_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "petrol_stations_petrol_station_code_lower_unique" ON "petrol_stations" USING btree (lower("petrol_station_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_types_vehicle_type_lower_unique" ON "vehicle_types" USING btree (lower("vehicle_type"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_license_plate_no_lower_unique" ON "vehicles" USING btree (lower("license_plate_no"));--> statement-breakpoint
CREATE UNIQUE INDEX "cities_city_code_lower_unique" ON "cities" USING btree (lower("city_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "countries_country_code_lower_unique" ON "countries" USING btree (lower("country_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "license_types_license_type_code_lower_unique" ON "license_types" USING btree (lower("license_type_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "locations_location_code_lower_unique" ON "locations" USING btree (lower("location_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "order_events_order_event_code_lower_unique" ON "order_events" USING btree (lower("order_event_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "remarks_remark_code_lower_unique" ON "remarks" USING btree (lower("remark_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "salesman_types_salesman_type_code_lower_unique" ON "salesman_types" USING btree (lower("salesman_type_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "branches_branch_code_lower_unique" ON "branches" USING btree (lower("branch_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_company_code_lower_unique" ON "companies" USING btree (lower("company_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "banks_bank_code_lower_unique" ON "banks" USING btree (lower("bank_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "card_types_card_type_code_lower_unique" ON "card_types" USING btree (lower("card_type_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_payment_method_code_lower_unique" ON "payment_methods" USING btree (lower("payment_method_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "modules_module_code_lower_unique" ON "modules" USING btree (lower("module_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "staffs_staff_code_lower_unique" ON "staffs" USING btree (lower("staff_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_groups_user_group_lower_unique" ON "user_groups" USING btree (lower("user_group"));--> statement-breakpoint
CREATE UNIQUE INDEX "cancel_reasons_cancel_reason_code_lower_unique" ON "cancel_reasons" USING btree (lower("cancel_reason_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "fleets_fleet_code_lower_unique" ON "fleets" USING btree (lower("fleet_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "staff_shiftings_staff_shifting_code_lower_unique" ON "staff_shiftings" USING btree (lower("staff_shifting_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "sys_parameters_parm_key_lower_unique" ON "sys_parameters" USING btree (lower("parm_key"));--> statement-breakpoint
CREATE UNIQUE INDEX "titles_title_code_lower_unique" ON "titles" USING btree (lower("title_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_branch_no_unique" ON "drivers" USING btree ("branch_id",lower("driver_no"));--> statement-breakpoint
CREATE UNIQUE INDEX "departments_branch_code_unique" ON "departments" USING btree ("branch_id",lower("department_code"));