import Box from '@mui/material/Box';
import { NotAvailable } from '../notAvailable/NotAvailable';

/** /driver/app/jobs: the drivers' public page (built by a later piece of work). */
export default function DriverJobsPage() {
  return (
    <Box sx={{ p: 2 }}>
      <NotAvailable title="Driver Jobs" />
    </Box>
  );
}
