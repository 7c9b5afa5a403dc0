/** The overtime report's calls: POST /limo/api/reports/driverOT, as rows or (?format=) a file. */
import { api, download } from '../../api/http';
import type { AllowanceFilter } from '../driverAllowance/allowanceApi';
import { filterBody } from '../driverAllowance/allowanceApi';
import { saveFile } from '../driverAllowance/hrFormat';
import { type DriverOTReport, readReport } from './otReportModel';

const PATH = '/api/reports/driverOT';

export async function loadDriverOT(f: AllowanceFilter): Promise<DriverOTReport> {
  return readReport(await api(PATH, { method: 'POST', body: filterBody(f), transform: false }));
}

export async function exportDriverOT(f: AllowanceFilter, format: 'xlsx' | 'pdf'): Promise<void> {
  const { blob, fileName } = await download(PATH, { method: 'POST', body: filterBody(f), transform: false, query: { format } });
  saveFile(blob, fileName ?? `driver-ot-${f.dateFrom}-${f.dateTo}.${format}`);
}
