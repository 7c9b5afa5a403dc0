import DriverJobsPage from '../features/driverApp/DriverJobsPage';
import { QueryLayer } from './queryClient';

/** The drivers' phone page with a query client of its own (loaded lazily, as the signed-in frame is). */
export default function DriverPage() {
  return (
    <QueryLayer>
      <DriverJobsPage />
    </QueryLayer>
  );
}
