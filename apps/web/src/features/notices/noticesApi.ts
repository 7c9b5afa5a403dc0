/** The calls of the print screens: GET enqDepartureNotices/{date} and enqAirportSigns/{date}, as rows or (?format=pdf) a PDF. */
import { api, download } from '../../api/http';
import { saveFile } from '../driverAllowance/hrFormat';
import type { NoticeKind, NoticeRow, SignRow } from './noticesModel';

const PATHS: Record<NoticeKind, string> = { notices: '/api/enqDepartureNotices', signs: '/api/enqAirportSigns' };
const FILES: Record<NoticeKind, string> = { notices: 'departure-notices', signs: 'airport-signs' };

export const loadNotices = (date: string) => api<NoticeRow[]>(`${PATHS.notices}/${date}`, { transform: false });
export const loadSigns = (date: string) => api<SignRow[]>(`${PATHS.signs}/${date}`, { transform: false });

/** Downloads the PDF of the rows asked for (pdfQuery) and saves it. */
export async function downloadPdf(kind: NoticeKind, date: string, query: Record<string, string>): Promise<void> {
  const { blob, fileName } = await download(`${PATHS[kind]}/${date}`, { query });
  saveFile(blob, fileName ?? `${FILES[kind]}-${date}.pdf`);
}
