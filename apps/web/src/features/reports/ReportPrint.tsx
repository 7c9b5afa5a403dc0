import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { ReportDef, ReportView } from '@limo/domain';
import { createPortal } from 'react-dom';
import type { ReportAnswer } from './reportModel';
import { ReportTable } from './ReportTable';

/*
 * What the browser prints: the title, the filters, every row and the totals, and nothing else of
 * the page. The sheet sits straight in <body>, so one rule hides the rest (the shell, the menus).
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '.report-print': { display: 'none' },
      '@media print': {
        'body > *:not(.report-print)': { display: 'none !important' },
        '.report-print': { display: 'block', padding: 4 },
        '.report-print th, .report-print td': { padding: '2px 4px', fontSize: '8pt', whiteSpace: 'normal !important' },
        '.report-print thead': { display: 'table-header-group' },
        '.report-print tfoot': { display: 'table-footer-group' },
        '.report-print tr': { breakInside: 'avoid' },
        '@page': { size: 'A4 landscape', margin: '10mm' },
      },
    }}
  />
);

interface Props {
  def: ReportDef;
  view: ReportView;
  title: string;
  filters: string;
  stamp: string;
  answer: ReportAnswer;
}

export function ReportPrint({ def, view, title, filters, stamp, answer }: Props) {
  return (
    <>
      {printStyles}
      {createPortal(
        <div className="report-print" aria-hidden data-testid="report-print">
          <Typography variant="h6" component="p">
            {title}
          </Typography>
          <Typography variant="body2" component="p" sx={{ mb: 1 }}>
            {filters} · {stamp}
          </Typography>
          <ReportTable def={def} view={view} rows={answer.rows} totals={answer.totals} label={title} />
        </div>,
        document.body,
      )}
    </>
  );
}
