import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { createPortal } from 'react-dom';
import type { AllowanceMonth } from './allowanceApi';
import { AllowanceHeaderLine } from './AllowanceHeaderLine';
import { SummaryTable } from './SummaryTable';

/*
 * What the browser prints (window.print): the title, the header line, the summary and its footer,
 * and nothing else of the page. The sheet sits straight in <body> so that one rule hides the rest.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '.allowance-print': { display: 'none' },
      '@media print': {
        'body > *:not(.allowance-print)': { display: 'none !important' },
        '.allowance-print': { display: 'block', padding: 8 },
        '.allowance-print th, .allowance-print td': { padding: '2px 6px', fontSize: '9pt' },
        '@page': { size: 'A4 landscape', margin: '10mm' },
      },
    }}
  />
);

export function PrintSheet({ title, month }: { title: string; month: AllowanceMonth }) {
  return (
    <>
      {printStyles}
      {createPortal(
        <div className="allowance-print" aria-hidden>
          <Typography variant="h6" component="p">
            {title}
          </Typography>
          <AllowanceHeaderLine header={month.header} />
          <SummaryTable rows={month.summary} footer={month.footer} />
        </div>,
        document.body,
      )}
    </>
  );
}
