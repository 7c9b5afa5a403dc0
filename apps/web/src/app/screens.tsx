/** Which screen a route shows (its `screen` in the route catalogue), each loaded lazily. */
import type { RouteDef } from '@limo/domain/routes';
import { lazy } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../features/notAvailable/NotAvailable';
import { routeTitle } from './routeTitle';

// A master-file screen loads with the resource definitions (not in the sign-in page's files).
const ResourceRoute = lazy(() => import('../resources/ResourceRoute'));
const FilesIndex = lazy(() => import('../resources/FilesIndex'));
const ChangePasswordScreen = lazy(() => import('../features/changePassword/ChangePasswordScreen'));
const BlankScreen = lazy(() => import('../features/blank/BlankScreen'));
const VendorScreen = lazy(() => import('../features/vendors/VendorScreen'));
const VoucherRedeemScreen = lazy(() => import('../features/voucherRedeem/VoucherRedeemScreen'));
const ClassRateScreen = lazy(() => import('../features/rates/ClassRateScreen'));
const ClientRateScreen = lazy(() => import('../features/rates/ClientRateScreen'));
const TariffScreen = lazy(() => import('../features/tariffs/TariffScreen'));
const OtherChargesScreen = lazy(() => import('../features/otherCharges/OtherChargesScreen'));
const terms = () => import('../features/contractTerms/OcTermsScreen');
const ClientContractTermsScreen = lazy(() => terms().then((m) => ({ default: m.ClientContractTermsScreen })));
const ContractTermsScreen = lazy(() => terms().then((m) => ({ default: m.ContractTermsScreen })));
const OrderEnquiryScreen = lazy(() => import('../features/orderEnquiry/OrderEnquiryScreen'));
const OrderFormScreen = lazy(() => import('../features/orderForm/OrderFormScreen'));
const SchedulingScreen = lazy(() => import('../features/scheduling/SchedulingScreen'));
const DriverRosterScreen = lazy(() => import('../features/driverRoster/DriverRosterScreen'));
const DriverJobScreen = lazy(() => import('../features/driverJob/DriverJobScreen'));
const RealTimeVehicleScreen = lazy(() => import('../features/realTimeVehicle/RealTimeVehicleScreen'));
const DashboardScreen = lazy(() => import('../features/dashboard/DashboardScreen'));
const AllowanceRateScreen = lazy(() => import('../features/allowanceRate/AllowanceRateScreen'));
const DriverAllowanceScreen = lazy(() => import('../features/driverAllowance/DriverAllowanceScreen'));
const DriverOTReportScreen = lazy(() => import('../features/driverOTReport/DriverOTReportScreen'));
const DriverRosterHRScreen = lazy(() => import('../features/driverRosterHR/DriverRosterHRScreen'));
const LeaveApprovalScreen = lazy(() => import('../features/leaveApproval/LeaveApprovalScreen'));
const PortalQueueScreen = lazy(() => import('../features/portalQueue/PortalQueueScreen'));
const BatchVoidScreen = lazy(() => import('../features/batchVoid/BatchVoidScreen'));
const RecalcOrderScreen = lazy(() => import('../features/recalcOrder/RecalcOrderScreen'));
const DepartureNoticeScreen = lazy(() => import('../features/notices/DepartureNoticeScreen'));
const AirportSignScreen = lazy(() => import('../features/notices/AirportSignScreen'));
const OrderApiScreen = lazy(() => import('../features/orderApi/OrderApiScreen'));
const MessageLogScreen = lazy(() => import('../features/messageLog/MessageLogScreen'));
const OrderInvoiceScreen = lazy(() => import('../features/orderInvoice/OrderInvoiceScreen'));
const InvoicingScreen = lazy(() => import('../features/invoicing/InvoicingScreen'));
const ReportScreen = lazy(() => import('../features/reports/ReportScreen'));
const ReportMenuScreen = lazy(() => import('../features/reports/ReportMenuScreen'));
const ContractTermTypeScreen = lazy(() => import('../features/contractTerms/ContractTermTypeScreen').then((m) => ({ default: m.ContractTermTypeScreen })));

/** Hand-written screens built so far; every other feature shows "not available yet". */
const FEATURES: Record<string, React.ComponentType> = {
  changePassword: ChangePasswordScreen,
  blank: BlankScreen,
  vendor: VendorScreen,
  voucherRedeem: VoucherRedeemScreen,
  classRate: ClassRateScreen,
  clientRate: ClientRateScreen,
  tariff: TariffScreen,
  otherCharges: OtherChargesScreen,
  clientContractTerms: ClientContractTermsScreen,
  contractTerms: ContractTermsScreen,
  contractTermType: ContractTermTypeScreen,
  orderEnquiry: OrderEnquiryScreen,
  scheduling: SchedulingScreen,
  driverRoster: DriverRosterScreen,
  driverJob: DriverJobScreen,
  realTimeVehicle: RealTimeVehicleScreen,
  dashboard: DashboardScreen,
  ordering: OrderFormScreen,
  allowanceRate: AllowanceRateScreen,
  driverAllowance: DriverAllowanceScreen,
  driverOTReport: DriverOTReportScreen,
  driverRosterHR: DriverRosterHRScreen,
  leaveApproval: LeaveApprovalScreen,
  portalQueue: PortalQueueScreen,
  batchVoid: BatchVoidScreen,
  recalcOrder: RecalcOrderScreen,
  departureNotice: DepartureNoticeScreen,
  airportSign: AirportSignScreen,
  orderApi: OrderApiScreen,
  messageLog: MessageLogScreen,
  orderInvoice: OrderInvoiceScreen,
  invoicing: InvoicingScreen,
  reportMenu: ReportMenuScreen,
  // One screen for every report of REPORT_DEFS: it reads its definition from the route.
  salesReport: ReportScreen,
  cashReport: ReportScreen,
  airportOrderList: ReportScreen,
  outsourcePLReport: ReportScreen,
  ordersStatistic: ReportScreen,
  resPerformance: ReportScreen,
  reducePayReport: ReportScreen,
  refuelReport: ReportScreen,
  invoiceReport: ReportScreen,
  clientSalesReport: ReportScreen,
};

/**
 * True when the route's screen exists in this build (used by the files index pages too); `hasResource`
 * tells whether a collection is defined (the resource definitions are not loaded with this file).
 */
export function isAvailable(route: RouteDef, hasResource: (name: string) => boolean): boolean {
  const s = route.screen;
  if (s.kind === 'resource') return hasResource(s.resource);
  if (s.kind === 'filesIndex' || s.kind === 'redirect') return true;
  return s.name in FEATURES;
}

export function ScreenFor({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const title = routeTitle(route, t);
  const s = route.screen;
  if (s.kind === 'filesIndex') return <FilesIndex area={s.area} />;
  if (s.kind === 'resource') return <ResourceRoute name={s.resource} title={title} unavailable={<NotAvailable title={title} />} />;
  if (s.kind === 'redirect') return <Navigate to={s.to} replace />;
  const Feature = FEATURES[s.name];
  return Feature ? <Feature /> : <NotAvailable title={title} />;
}
