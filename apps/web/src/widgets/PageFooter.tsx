import TablePagination from '@mui/material/TablePagination';

/** The page footer of a server-paged table: 20, 50 or 100 rows, back to the first page when the size changes. */
export function PageFooter(props: {
  count: number;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  rowsPerPageLabel: string;
  rangeLabel: (r: { from: number; to: number; count: number }) => string;
}) {
  return (
    <TablePagination
      component="div"
      count={props.count}
      page={props.page}
      rowsPerPage={props.size}
      rowsPerPageOptions={[20, 50, 100]}
      labelRowsPerPage={props.rowsPerPageLabel}
      labelDisplayedRows={props.rangeLabel}
      onPageChange={(_, p) => props.onPage(p)}
      onRowsPerPageChange={(e) => {
        props.onSize(Number(e.target.value));
        props.onPage(0);
      }}
    />
  );
}
